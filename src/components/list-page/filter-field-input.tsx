import { Checkbox, Fieldset, NativeSelect, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../date-field';
import type { DateRange, FilterField, FilterValue, NumberRange } from './types';

interface Props {
  field: FilterField;
  value: FilterValue | undefined;
  onChange: (value: FilterValue | undefined) => void;
  /** A range whose start is after its end. */
  error?: string;
}

const toNumber = (value: number | string) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** One filter's input, by type. Plain native controls where they do the job: they work everywhere. */
export function FilterFieldInput({ field, value, onChange, error }: Props) {
  const { t } = useTranslation('common');
  switch (field.type) {
    case 'text':
      return <TextInput label={field.label} value={(value as string | undefined) ?? ''} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'select':
      return (
        <NativeSelect
          label={field.label}
          value={(value as string | undefined) ?? ''}
          data={[{ value: '', label: t('list.any') }, ...field.options]}
          onChange={(e) => onChange(e.currentTarget.value || undefined)}
        />
      );
    case 'multi-select':
      return (
        <Checkbox.Group label={field.label} value={(value as string[] | undefined) ?? []} onChange={(next) => onChange(next.length ? next : undefined)}>
          <Stack gap={6} mt={4}>
            {field.options.map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'date-range': {
      const range = (value as DateRange | undefined) ?? {};
      const set = (patch: DateRange) => onChange({ ...range, ...patch });
      return (
        <Fieldset legend={field.label} variant="unstyled">
          <SimpleGrid cols={2} spacing="xs">
            <DateField label={t('list.from')} value={range.from} onChange={(day) => set({ from: day || undefined })} />
            <DateField label={t('list.to')} value={range.to} error={error} onChange={(day) => set({ to: day || undefined })} />
          </SimpleGrid>
        </Fieldset>
      );
    }
    case 'number-range': {
      const range = (value as NumberRange | undefined) ?? {};
      const set = (patch: NumberRange) => onChange({ ...range, ...patch });
      const limits = { min: field.min, max: field.max, step: field.step };
      return (
        <Fieldset legend={field.label} variant="unstyled">
          <SimpleGrid cols={2} spacing="xs">
            <NumberInput {...limits} label={t('list.min')} value={range.min ?? ''} onChange={(next) => set({ min: toNumber(next) })} />
            <NumberInput {...limits} label={t('list.max')} value={range.max ?? ''} error={error} onChange={(next) => set({ max: toNumber(next) })} />
          </SimpleGrid>
        </Fieldset>
      );
    }
  }
}
