import { Group, Text } from '@mantine/core';
import type { CurrencyAmount } from '../api/aggregate-disputes';
import type { LocaleFormat } from '@/lib/format';

/** One amount per currency, each in its own decimals, side by side (wrapping); never summed across currencies. */
export function AmountsText({ amounts, format }: { amounts: readonly CurrencyAmount[]; format: LocaleFormat }) {
  if (amounts.length === 0)
    return (
      <Text span c="dimmed">
        —
      </Text>
    );
  return (
    <Group component="ul" justify="flex-end" m={0} p={0} style={{ listStyle: 'none', rowGap: 0, columnGap: 'var(--mantine-spacing-md)' }}>
      {amounts.map(({ currency, amount }) => (
        <Text key={currency} component="li" size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          <bdi>{format.money(amount, currency)}</bdi>
        </Text>
      ))}
    </Group>
  );
}
