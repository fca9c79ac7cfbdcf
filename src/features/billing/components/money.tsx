import { useLocaleFormat } from '@/lib/format';

/** An amount in its currency's own decimals and the active locale, isolated so RTL text keeps it readable. */
export function Money({ amount, currency }: { amount: number; currency: string }) {
  return <bdi>{useLocaleFormat().money(amount, currency)}</bdi>;
}
