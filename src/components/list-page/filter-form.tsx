import { Button, Group, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isDay } from './list-params';
import { FilterFieldInput } from './filter-field-input';
import { amountProblem, amountsOutOfOrder, normaliseAmountRange } from './amount-range';
import type { AmountRange, DateRange, FilterField, FilterValue, FilterValues } from './types';

interface Props {
  fields: readonly FilterField[];
  values: FilterValues;
  onApply: (values: FilterValues) => void;
  onReset: () => void;
}

/** The start of a range must not come after its end. */
function rangeError(field: FilterField, value: FilterValue | undefined) {
  if (!value) return false;
  if (field.type === 'date-range') {
    const { from, to } = value as DateRange;
    return (from !== undefined && !isDay(from)) || (to !== undefined && !isDay(to)) || (!!from && !!to && from > to);
  }
  if (field.type === 'amount-range') {
    const range = value as AmountRange;
    return amountProblem(range.min) !== null || amountProblem(range.max) !== null || amountsOutOfOrder(range);
  }
  return false;
}

/** The draft as filter values: amounts as typed become decimals. */
function applied(fields: readonly FilterField[], draft: Record<string, FilterValue | undefined>): FilterValues {
  const values: FilterValues = {};
  for (const [id, value] of Object.entries(draft)) {
    const field = fields.find((candidate) => candidate.id === id);
    const read = field?.type === 'amount-range' && value ? normaliseAmountRange(value as AmountRange) : value;
    if (read !== undefined) values[id] = read;
  }
  return values;
}

/**
 * The filters as a form: changes apply together with "Apply" (one URL change, one history
 * entry). Remount it (key) when the applied values change so the draft follows Back.
 */
export function FilterForm({ fields, values, onApply, onReset }: Props) {
  const { t } = useTranslation('common');
  const [draft, setDraft] = useState<Record<string, FilterValue | undefined>>(values);
  const [invalid, setInvalid] = useState<string[]>([]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = fields.filter((field) => rangeError(field, draft[field.id])).map((field) => field.id);
    setInvalid(wrong);
    if (!wrong.length) onApply(applied(fields, draft));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {fields.map((field) => (
          <FilterFieldInput
            key={field.id}
            field={field}
            value={draft[field.id]}
            error={invalid.includes(field.id) ? t('list.rangeOrder') : undefined}
            onChange={(value) => setDraft((current) => ({ ...current, [field.id]: value }))}
          />
        ))}
        <Group gap="xs">
          <Button type="submit">{t('list.apply')}</Button>
          <Button variant="default" onClick={onReset}>
            {t('list.reset')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
