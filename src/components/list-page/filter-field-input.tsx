import { Checkbox, Fieldset, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../date-field';
import { intlLocale } from '@/lib/i18n';
import { MAX_MINOR_AMOUNT } from '@/lib/money';
import { amountProblem } from './amount-range';
import type { AmountRange, DateRange, FilterField, FilterValue } from './types';

interface Props {
  field: FilterField;
  value: FilterValue | undefined;
  onChange: (value: FilterValue | undefined) => void;
  /** A range whose start is after its end. */
  error?: string;
}

/** One filter's input, by type. Plain native controls where they do the job: they work everywhere. */
export function FilterFieldInput({ field, value, onChange, error }: Props) {
  const { t, i18n } = useTranslation('common');
  /** What is wrong with an amount as typed, in words. */
  const amountError = (text: string | undefined) => {
    const problem = amountProblem(text);
    if (problem === 'separators') return t('errors:money.separators');
    if (problem === 'tooLarge') return t('errors:money.tooLarge', { max: new Intl.NumberFormat(intlLocale(i18n.language)).format(MAX_MINOR_AMOUNT) });
    return problem ? t('list.amountInvalid') : undefined;
  };
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
    case 'amount-range': {
      // Kept as typed ('1 250,50'): read as a decimal when applied, never turned into a float.
      const range = (value as AmountRange | undefined) ?? {};
      const set = (patch: AmountRange) => onChange({ ...range, ...patch });
      const side = (which: 'min' | 'max', label: string, orderError?: string) => (
        <TextInput
          label={label}
          inputMode="decimal"
          dir="ltr"
          value={range[which] ?? ''}
          error={amountError(range[which]) ?? orderError}
          onChange={(event) => set({ [which]: event.currentTarget.value || undefined })}
        />
      );
      return (
        <Fieldset legend={field.label} variant="unstyled">
          <SimpleGrid cols={2} spacing="xs">
            {side('min', t('list.min'))}
            {side('max', t('list.max'), error)}
          </SimpleGrid>
        </Fieldset>
      );
    }
  }
}
