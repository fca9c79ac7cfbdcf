import { featureApi } from '@/lib/api/base-api';
import { contractOf } from '@/lib/contract';
import { toTransaction, type Transaction } from '../model/transaction';

export interface TransactionDetails {
  transaction: Transaction;
  /** Its parent and children (refunds, captures, cancels, chargebacks), as `included` by the server. */
  related: Transaction[];
  /** The project's name, when the server included it. */
  projectName: string | null;
}

interface Included {
  type?: unknown;
  id?: unknown;
  attributes?: { name?: unknown };
}

async function parseDetails(answer: { data?: unknown; included?: unknown[] }): Promise<TransactionDetails> {
  const parser = contractOf('transactions/get').answer;
  const transaction = toTransaction(await parser(answer.data));
  const included = (answer.included ?? []) as Included[];
  const related: Transaction[] = [];
  for (const item of included.filter((entry) => entry.type === 'transactions' && entry.id !== transaction.id)) {
    const checked = await parser.check(item);
    // A related row that breaks the contract is left out; the transaction itself still shows.
    if (checked.ok) related.push(toTransaction(checked.value));
  }
  const project = included.find((entry) => entry.id === transaction.projectId && typeof entry.attributes?.name === 'string');
  return { transaction, related, projectName: project ? String(project.attributes?.name) : null };
}

export const transactionDetailsApi = featureApi(['Transaction']).injectEndpoints({
  endpoints: (build) => ({
    /** `transactions/get` (envelope id): the transaction, its related transactions and its project in `included`. */
    getTransaction: build.query<TransactionDetails, string>({
      query: (id) => ({ action: 'transactions/get', id, payload: { id } }),
      transformResponse: parseDetails,
      providesTags: (result, _error, id) => [
        { type: 'Transaction', id },
        ...(result?.related ?? []).map((row) => ({ type: 'Transaction' as const, id: row.id })),
      ],
    }),
  }),
});

export const { useGetTransactionQuery } = transactionDetailsApi;
