import { ActionIcon, Button, Group, NativeSelect, Stack } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AmountField } from '@/components/dialogs/amount-field';
import { planCurrencies } from '@/lib/contract/billing';
import { checkMoneyText, parseMoney, toMajorText } from '@/lib/money';

export interface PriceRow {
  currency: string;
  amount: string;
  error?: string;
}

/** The rows with each amount's problem, in the user's language; `ok` when every amount is a price. */
export function checkPriceRows(rows: readonly PriceRow[], t: TFunction): { rows: PriceRow[]; ok: boolean } {
  const checked = rows.map((row) => {
    const problem = checkMoneyText(row.amount, row.currency);
    return { ...row, error: problem ? (t(problem.key, problem.values) as string) : undefined };
  });
  return { rows: checked, ok: checked.every((row) => !row.error) };
}

/** Checked rows as the prices a call sends: integers in each currency's minor units. */
export const pricesOf = (rows: readonly PriceRow[]) => rows.map((row) => ({ currency: row.currency, amount: parseMoney(row.amount, row.currency) }));

/** Prices as rows to edit, each amount in its currency's decimals. */
export const rowsOf = (prices: readonly { currency: string; amount: number }[]): PriceRow[] =>
  prices.map(({ currency, amount }) => ({ currency, amount: toMajorText(amount, currency) }));

/** One price per currency, typed in the currency's own decimals. */
export function PlanPriceRows({ rows, onChange }: { rows: PriceRow[]; onChange: (rows: PriceRow[]) => void }) {
  const { t } = useTranslation('billing');
  const set = (i: number, change: Partial<PriceRow>) => onChange(rows.map((row, j) => (j === i ? { ...row, ...change, error: undefined } : row)));
  const unused = planCurrencies.find((code) => !rows.some((row) => row.currency === code));
  return (
    <Stack gap="xs" role="group" aria-label={t('planForm.prices')}>
      {rows.map((row, i) => (
        <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
          <NativeSelect
            label={t('planForm.currency', { number: i + 1 })}
            data={planCurrencies.map((code) => ({
              value: code,
              label: code,
              disabled: code !== row.currency && rows.some((other) => other.currency === code),
            }))}
            value={row.currency}
            onChange={(event) => set(i, { currency: event.currentTarget.value })}
            w={110}
          />
          <AmountField
            label={t('planForm.amount', { number: i + 1 })}
            currency={row.currency}
            value={row.amount}
            error={row.error}
            onChange={(event) => set(i, { amount: event.currentTarget.value })}
            style={{ flex: 1 }}
          />
          {rows.length > 1 && (
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={24}
              aria-label={t('planForm.removePrice', { number: i + 1 })}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ))}
      {unused && (
        <Button
          variant="subtle"
          w="fit-content"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => onChange([...rows, { currency: unused, amount: '' }])}
        >
          {t('planForm.addPrice')}
        </Button>
      )}
    </Stack>
  );
}
