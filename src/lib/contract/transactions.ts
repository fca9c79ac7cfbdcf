/** The transactions area of the action contract (see docs/api-contract.md). */
import { action } from './define';
import * as s from './schemas';

export const transactionActions = {
  'transactions/refund': action('transactions/refund', { mutates: true, movesMoney: true, target: true, payload: s.refundPayload, answer: s.transactionAnswer }),
};
