import type { MantineColor } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TopUpStatus } from '@/lib/contract/wallet';

// The colours the other lists use: waiting orange, on its way blue, done teal, ended grey.
const topUpColors: Record<TopUpStatus, MantineColor> = { requested: 'orange', received: 'blue', credited: 'teal', expired: 'gray', cancelled: 'gray' };
export const topUpStatusColor = (status: string): MantineColor => topUpColors[status as TopUpStatus] ?? 'gray';

/** A label of the `wallet` namespace by kind (`topUpStatus`, `transferType`, `entryType`), the code when unknown. */
export function useWalletLabel(kind: 'topUpStatus' | 'transferType' | 'entryType') {
  const { t } = useTranslation('wallet');
  return useCallback((value: string) => t(`${kind}.${value}`, { defaultValue: value }), [t, kind]);
}
