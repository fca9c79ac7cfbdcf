import { Fieldset, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/lib/i18n';
import { compareDecimals, MAX_MINOR_AMOUNT, typedMajorDecimal } from '@/lib/money';
import { DebouncedTextField } from './debounced-text-field';
import type { TransactionFilters } from './list-filters';

type Amount = TransactionFilters['amount'];

interface Props {
  value: Amount;
  /** Gets how to change the range as the URL holds it when the change lands (each side commits on its own). */
  onChange: (update: (current: Amount) => Amount) => void;
}

/**
 * Amount range in major units, whatever the currency: the server compares each row in its own
 * currency's decimals. Typed as the user writes numbers ('12.50', '12,5', '1 250', '١٢٫٥'; see
 * `typedMajorDecimal`), kept in the URL as '12.5'. A lone ',' before three digits ('1,250') could be
 * a decimal comma or a thousands separator, and is refused with a message saying so.
 */
export function AmountFilterField({ value, onChange }: Props) {
  const { t, i18n } = useTranslation('transactions');
  const min = value?.min ?? '';
  const max = value?.max ?? '';
  const check = (text: string) => {
    const typed = typedMajorDecimal(text);
    if ('value' in typed) return null;
    if (typed.problem === 'separators') return t('errors:money.separators');
    if (typed.problem === 'tooLarge') return t('errors:money.tooLarge', { max: new Intl.NumberFormat(intlLocale(i18n.language)).format(MAX_MINOR_AMOUNT) });
    return t('filters.amountInvalid');
  };
  const normalised = (text: string) => {
    const typed = typedMajorDecimal(text);
    return 'value' in typed ? typed.value : undefined;
  };
  const asUrl = (text: string) => (text.trim() ? (normalised(text) ?? text) : '');
  const set = (side: 'min' | 'max', text: string) =>
    onChange((current) => {
      const next = { ...current, [side]: text ? normalised(text) : undefined };
      return next.min || next.max ? { ...(next.min && { min: next.min }), ...(next.max && { max: next.max }) } : undefined;
    });
  const outOfOrder = min && max && compareDecimals(min, max) > 0 ? t('filters.amountOrder') : null;
  const maxBelowMin = (text: string) => {
    const typed = normalised(text);
    return min && typed && compareDecimals(min, typed) > 0 ? t('filters.amountOrder') : null;
  };

  return (
    <Fieldset legend={t('filters.amount')} variant="unstyled">
      <SimpleGrid cols={2} spacing="xs">
        <DebouncedTextField
          label={t('filters.amountMin')}
          inputMode="decimal"
          dir="ltr"
          value={min}
          validate={check}
          normalise={asUrl}
          onCommit={(text) => set('min', text)}
        />
        <DebouncedTextField
          label={t('filters.amountMax')}
          inputMode="decimal"
          dir="ltr"
          value={max}
          validate={(text) => check(text) ?? maxBelowMin(text)}
          normalise={asUrl}
          onCommit={(text) => set('max', text)}
          description={outOfOrder}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
