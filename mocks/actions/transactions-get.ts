/**
 * transactions/get (shape C, docs/api/transactions.md). Envelope `id`: the transaction.
 *
 * `data`: the transaction; `included`: its parent, its children (refunds, captures, cancels,
 * chargebacks...), their children (a capture's refunds, a refund's reversal) and its project: every
 * row the details' figures are computed from (`transactionFigures`). An unknown id, an id of a project the identity does not reach,
 * or no `transactions.read.2479032559` there are one failure, `transaction-not-accessible`: the
 * answer never tells whether the id exists.
 */
import { can } from '../db/access';
import type { Transaction } from '../db/schema';
import { db } from '../db/store';
import { resourceJson, transactionJson } from '../serializers';
import { defineAction } from './define-action';
import { TRANSACTIONS_READ } from './transaction-rules';
import { failure } from './types';

export const notAccessible = () => failure('transaction-not-accessible', "You don't have permission to read details of this transaction");

const get = defineAction({
  name: 'transactions/get',
  needsIdentity: true,
  run: ({ identity, request, payload }) => {
    const id = request.id ?? payload.id;
    const transaction = id ? db.transactions.get(id) : undefined;
    if (!transaction || !can(identity, TRANSACTIONS_READ, transaction.projectId)) return notAccessible();
    const parent = transaction.parentId ? db.transactions.get(transaction.parentId) : undefined;
    const oldestFirst = (a: Transaction, b: Transaction) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0);
    const children = db.transactions.filter((t) => t.parentId === transaction.id).sort(oldestFirst);
    const childIds = new Set(children.map((t) => t.id));
    const grandchildren = childIds.size ? db.transactions.filter((t) => t.parentId !== undefined && childIds.has(t.parentId)).sort(oldestFirst) : [];
    const project = db.resources.get(transaction.projectId);
    const related: unknown[] = [...(parent ? [parent] : []), ...children, ...grandchildren].map(transactionJson);
    return { data: transactionJson(transaction), included: project ? [...related, resourceJson(project)] : related };
  },
});

export const transactionGetActions = [get];
