/**
 * Translated labels of the payments vocabularies (namespace `payments`): transaction types (§3),
 * general statuses (§4), payment methods and card brands, plus the badge colour of each status.
 * A value the catalogue does not know yet is shown as it came.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { MantineColor } from '@mantine/core';
import { cardBrands, paymentMethods, transactionStatuses, transactionTypes, type TransactionStatus } from '@/lib/contract/transactions';

export type LabelKind = 'type' | 'status' | 'method' | 'brand';

/** Badge colours: green settled, blue in progress, yellow needs attention, red failed or lost, grey ended. */
export const statusColors: Readonly<Record<TransactionStatus, MantineColor>> = {
  created: 'gray',
  pending: 'blue',
  authorized: 'indigo',
  authenticated: 'indigo',
  uncaptured: 'yellow',
  paid: 'green',
  'partially-paid': 'teal',
  'partially-refunded': 'grape',
  'refund-pending': 'violet',
  refunded: 'grape',
  chargebacked: 'red',
  disputed: 'orange',
  failed: 'red',
  expired: 'gray',
  cancelled: 'gray',
  completed: 'green',
  successful: 'green',
};

export const statusColor = (status: string): MantineColor => statusColors[status as TransactionStatus] ?? 'gray';

const known: Readonly<Record<LabelKind, ReadonlySet<string>>> = {
  type: new Set(transactionTypes),
  status: new Set(transactionStatuses),
  method: new Set(paymentMethods),
  brand: new Set(cardBrands),
};

/** The label of `value` of `kind` (`payments:type.charge`...), or the value itself when the catalogue does not know it. */
export const transactionLabel = (t: TFunction<'payments'>, kind: LabelKind, value: string): string =>
  known[kind].has(value) ? (t(`${kind}.${value}` as never) as string) : value;

export interface TransactionLabels {
  type: (value: string) => string;
  status: (value: string) => string;
  method: (value: string) => string;
  brand: (value: string) => string;
  statusColor: (status: string) => MantineColor;
}

/** The label functions in the active language. */
export function useTransactionLabels(): TransactionLabels {
  const { t } = useTranslation('payments');
  return useMemo(
    () => ({
      type: (value) => transactionLabel(t, 'type', value),
      status: (value) => transactionLabel(t, 'status', value),
      method: (value) => transactionLabel(t, 'method', value),
      brand: (value) => transactionLabel(t, 'brand', value),
      statusColor,
    }),
    [t],
  );
}
