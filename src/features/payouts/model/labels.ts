import type { MantineColor } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutStatus } from '@/lib/contract/payouts';

// The colours the other lists use (each passes AA contrast as a light badge in both schemes):
// waiting on someone orange, on its way blue, paid teal, refused or failed red, ended grey.
const colors: Record<PayoutStatus, MantineColor> = {
  requested: 'gray',
  'awaiting-approval': 'orange',
  approved: 'blue',
  'in-transit': 'blue',
  paid: 'teal',
  failed: 'red',
  rejected: 'red',
  cancelled: 'gray',
};

export const payoutStatusColor = (status: string): MantineColor => colors[status as PayoutStatus] ?? 'gray';

/** A payout status in the interface language. */
export function usePayoutStatusLabel() {
  const { t } = useTranslation('payouts');
  return useCallback((status: string) => t(`status.${status}`, { defaultValue: status }), [t]);
}

/** "Fiona Finance (finance@sandbox.test)", or whichever of the two is known. */
export const personName = (person: { name: string; email: string } | null) =>
  person ? (person.name && person.email ? `${person.name} (${person.email})` : person.name || person.email) : '';
