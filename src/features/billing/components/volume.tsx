import { Text } from '@mantine/core';
import { useLocaleFormat } from '@/lib/format';
import type { Money } from '../api/billing-model';

/** Amounts in several currencies, one per line: never summed across currencies. */
export function Volume({ volume, none }: { volume: readonly Money[]; none: string }) {
  const { money } = useLocaleFormat();
  if (volume.length === 0)
    return (
      <Text span size="sm" c="dimmed">
        {none}
      </Text>
    );
  return (
    <>
      {volume.map((row) => (
        <Text span size="sm" key={row.currency} display="block">
          <bdi>{money(row.amount, row.currency)}</bdi>
        </Text>
      ))}
    </>
  );
}
