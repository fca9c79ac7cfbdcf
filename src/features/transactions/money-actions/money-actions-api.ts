import { baseApi } from '@/lib/api/base-api';
import { moneyActions, type MoneyActionKind } from './money-action';

export interface MoveMoneyArgs {
  kind: MoneyActionKind;
  transactionId: string;
  /** Minor units of the transaction's currency. */
  amount: number;
  /** The intent's reference: every try of one intent sends the same one (see `useIntent`). */
  requestReference: string;
}

/** The new child transaction (refund, capture or cancel). */
export interface MoveMoneyResult {
  childId: string;
}

const moneyActionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `transactions/refund|capture|cancel` (envelope id = the parent): answers the child, the parent in `included`. */
    moveMoney: build.mutation<MoveMoneyResult, MoveMoneyArgs>({
      query: ({ kind, transactionId, amount, requestReference }) => {
        const spec = moneyActions[kind];
        return { action: spec.action, id: transactionId, payload: { data: { type: spec.payloadType, attributes: { amount } } }, requestReference };
      },
      transformResponse: (answer: { data?: unknown }) => ({ childId: String((answer.data as { id?: unknown } | undefined)?.id ?? '') }),
      // A refusal may mean the transaction changed meanwhile: refetch it after any answer.
      invalidatesTags: (_result, _error, { transactionId }) => [
        { type: 'Transaction', id: transactionId },
        { type: 'Transaction', id: 'LIST' },
      ],
    }),
  }),
});

export const { useMoveMoneyMutation } = moneyActionsApi;
