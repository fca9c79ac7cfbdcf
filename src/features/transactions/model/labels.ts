/**
 * Translated labels of the payments vocabularies (namespace `payments`): transaction types (§3),
 * general statuses (§4) and their merchant-facing groups (`statusGroup.*`), payment methods and card
 * brands, plus the one colour of each status group. A value the catalogue does not know yet is shown
 * as it came.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { MantineColor } from '@mantine/core';
import { statusGroupColors, statusGroupOf, type StatusGroup } from '@/lib/contract/transaction-status-groups';
import { cardBrands, paymentMethods, transactionStatuses, transactionTypes } from '@/lib/contract/transactions';

export type LabelKind = 'type' | 'status' | 'method' | 'brand';

/** A status's colour: its group's; grey for a status the catalogue does not know. */
export const statusColor = (status: string): MantineColor => {
  const group = statusGroupOf(status);
  return group ? statusGroupColors[group] : 'gray';
};

/** Statuses a badge names themselves rather than by their group: a partial refund must not read as a full one. */
const namedInBadges: ReadonlySet<string> = new Set(['partially-refunded']);

const known: Readonly<Record<LabelKind, ReadonlySet<string>>> = {
  type: new Set(transactionTypes),
  status: new Set(transactionStatuses),
  method: new Set(paymentMethods),
  brand: new Set(cardBrands),
};

/** The label of `value` of `kind` (`payments:type.charge`...), or the value itself when the catalogue does not know it. */
export const transactionLabel = (t: TFunction<'payments'>, kind: LabelKind, value: string): string =>
  known[kind].has(value) ? (t(`${kind}.${value}`) as string) : value;

/** What a badge says of a status: its group's label (a partial refund says so), or the status itself when unknown. */
export function statusBadgeLabel(t: TFunction<'payments'>, status: string): string {
  const group = statusGroupOf(status);
  return group && !namedInBadges.has(status) ? (t(`statusGroup.${group}`) as string) : transactionLabel(t, 'status', status);
}

export interface TransactionLabels {
  type: (value: string) => string;
  /** The fine-grained status (`Paid`, `Partially captured`…): the details page. */
  status: (value: string) => string;
  /** What badges and lists show: the status's group (`Succeeded`). */
  statusBadge: (status: string) => string;
  /** A group's own label (the status filter). */
  statusGroup: (group: StatusGroup) => string;
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
      statusBadge: (status) => statusBadgeLabel(t, status),
      statusGroup: (group) => t(`statusGroup.${group}`) as string,
      method: (value) => transactionLabel(t, 'method', value),
      brand: (value) => transactionLabel(t, 'brand', value),
      statusColor,
    }),
    [t],
  );
}
