/**
 * Saved views of the transactions list (docs/api/transaction-views-and-exports.md). Per user: a
 * user lists, and deletes, only their own; another user's view id reads as unknown (`not-found`).
 * Name: required, at most 60 characters (the contract), unique per user, case-insensitively
 * (`name-taken` on `/data/attributes/name`).
 */
import { nowIso } from '../clock';
import type { TransactionView } from '../db/transaction-views';
import { newId } from '../db/ids';
import { db } from '../db/store';
import { defineAction } from './define-action';
import { listQuery, isListPage } from './list-query';
import { fieldError, notFound } from './types';
import { TRANSACTIONS_READ } from './transactions';

export const viewJson = (view: TransactionView) => ({
  type: 'transaction-views' as const,
  id: view.id,
  attributes: { name: view.name, query: view.query, createdAt: view.createdAt },
});

const viewsOf = (userId: string) => db.transactionViews.filter((view) => view.userId === userId);

/** The query as the list writes it: paging dropped (a view opens on its first page), no leading '?'. */
export function normaliseViewQuery(query: string) {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  params.delete('page');
  return params.toString();
}

const list = defineAction({
  name: 'transaction-views/list',
  permission: TRANSACTIONS_READ,
  run: ({ user, payload }) => {
    const answer = listQuery(viewsOf(user.id), payload, {
      fields: { name: (view) => view.name.toLocaleLowerCase(), createdAt: (view) => view.createdAt },
      defaultSort: 'name',
    });
    if (!isListPage(answer)) return answer;
    return { data: answer.rows.map(viewJson), meta: answer.meta };
  },
});

const create = defineAction({
  name: 'transaction-views/create',
  permission: TRANSACTIONS_READ,
  run: ({ user, payload }) => {
    const { name, query } = payload.data.attributes;
    if (viewsOf(user.id).some((view) => view.name.toLocaleLowerCase() === name.toLocaleLowerCase())) {
      return { errors: [fieldError('name', 'name-taken', 'You already have a view with this name')] };
    }
    const view = db.transactionViews.insert({
      id: newId('tvw'),
      userId: user.id,
      name,
      query: normaliseViewQuery(query),
      createdAt: nowIso(),
    });
    return { data: viewJson(view) };
  },
});

const remove = defineAction({
  name: 'transaction-views/delete',
  permission: TRANSACTIONS_READ,
  run: ({ user, request, payload }) => {
    const id = request.id ?? payload.id;
    const view = id ? db.transactionViews.get(id) : undefined;
    if (!view || view.userId !== user.id) return notFound('View');
    db.transactionViews.remove(view.id);
    return { data: null };
  },
});

export const transactionViewsActions = [list, create, remove];
