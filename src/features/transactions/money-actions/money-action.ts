import type { MessageCatalogue } from '@/lib/forms';
import { CHARGE_PERMISSION, REFUND_PERMISSION } from '@/config/permissions';

export type MoneyActionKind = 'refund' | 'capture' | 'cancel';

/** What a money dialog needs of a transaction (the shared `Transaction` has it all). */
export interface MoneyTarget {
  id: string;
  amount: number;
  currency: string;
  /** Minor units the server says may still be refunded, captured or cancelled now. */
  refundable: number;
  capturable: number;
  cancellable: number;
  customer: { name: string; email: string };
}

export interface MoneyActionSpec {
  kind: MoneyActionKind;
  action: 'transactions/refund' | 'transactions/capture' | 'transactions/cancel';
  /** The JSON:API type of the payload's data. */
  payloadType: 'refunds' | 'captures' | 'cancels';
  permission: string;
  /** What is left to act on, as the server computed it: the button shows only when it is > 0. */
  remaining: (transaction: MoneyTarget) => number;
  /** This action's server codes → message keys (the amount field's and the whole call's). */
  codes: MessageCatalogue;
}

const codes = (exceeds: string, impossible: string): MessageCatalogue => ({
  [exceeds]: 'transactionDetails:amount.exceedsTransaction',
  [impossible]: 'transactionDetails:money.notPossible',
  forbidden: 'transactionDetails:money.forbidden',
  'transaction-not-accessible': 'transactionDetails:noAccess.title',
  'reference-reused': 'transactionDetails:money.referenceReused',
  'unknown-currency': 'errors:money.unknownCurrency',
  'reason.invalid': 'transactionDetails:reason.invalid',
});

/** The three money actions of the details page: one dialog, parameterised by one of these. */
export const moneyActions: Readonly<Record<MoneyActionKind, MoneyActionSpec>> = {
  refund: {
    kind: 'refund',
    action: 'transactions/refund',
    payloadType: 'refunds',
    permission: REFUND_PERMISSION,
    remaining: (t) => t.refundable,
    codes: codes('amount-exceeds-refundable', 'not-refundable'),
  },
  capture: {
    kind: 'capture',
    action: 'transactions/capture',
    payloadType: 'captures',
    permission: CHARGE_PERMISSION,
    remaining: (t) => t.capturable,
    codes: codes('amount-exceeds-capturable', 'not-capturable'),
  },
  cancel: {
    kind: 'cancel',
    action: 'transactions/cancel',
    payloadType: 'cancels',
    permission: CHARGE_PERMISSION,
    remaining: (t) => t.cancellable,
    codes: codes('amount-exceeds-cancellable', 'not-cancellable'),
  },
};

export const moneyActionKinds: readonly MoneyActionKind[] = ['refund', 'capture', 'cancel'];
