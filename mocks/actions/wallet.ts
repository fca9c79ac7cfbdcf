/**
 * The wallet (docs/api/wallet.md): wallet/summary, wallet-entries/list, and top-up requests —
 * top-ups/list, get, create, cancel. A wallet belongs to an organization or a standalone project; an
 * organization's project has none of its own (`not-found` at `/resourceId`).
 */
import { TOP_UPS_READ, TOP_UPS_WRITE, WALLET_READ } from '@/lib/contract/money-permissions';
import { cancellablePayoutStatuses } from '@/lib/contract/payouts';
import { can, reaches } from '../db/access';
import { balanceIn } from '../db/ledger';
import type { Identity, Resource } from '../db/schema';
import { db } from '../db/store';
import { apiError } from '../handlers/respond';
import { nowIso } from '../clock';
import { approvalLimitLeft } from '../db/money-engine';
import { cancelTopUp, requestTopUp } from '../wallet/engine';
import { catchUpWallet, pushTopUp, scheduleWalletStep, transferLimitOf, walletBooks, walletHolderOf } from '../wallet/books';
import { balancesAfter, topUpJson, viewerOf, walletEntryJson, type Viewer } from '../wallet/json';
import type { TopUp } from '../wallet/model';
import { defineAction } from './define-action';
import { isListPage, listQuery, type ListOptions } from './list-query';
import { actorOf } from './payouts';
import { failure, unchanged, type ActionOutcome } from './types';

/** The wallet of the named workspace, or the refusal: a project of an organization has none. */
export function walletOf(resource: Resource): string | ActionOutcome {
  const holder = walletHolderOf(resource.id);
  return holder ?? { errors: [apiError('not-found', 'This workspace has no wallet: its organization holds it', { source: { pointer: '/resourceId' } })] };
}

type WalletListName = 'wallet-entries/list' | 'top-ups/list' | 'transfers/list';

/**
 * A list of one wallet's rows, for the caller: brought up to the clock first, refused for a workspace
 * that has no wallet of its own.
 */
export function walletList<T extends { id: string }>(spec: {
  name: WalletListName;
  permission: string;
  rows: (holderId: string) => T[];
  fields: ListOptions<T>;
  json: (rows: readonly T[], viewer: Viewer) => (row: T) => unknown;
}) {
  return defineAction({
    name: spec.name,
    needsIdentity: true,
    permission: spec.permission,
    resource: 'resourceId',
    run: ({ resource, payload, user, identity }) => {
      catchUpWallet();
      const holder = walletOf(resource!);
      if (typeof holder !== 'string') return holder;
      const rows = spec.rows(holder);
      const page = listQuery(rows, payload, spec.fields);
      return isListPage(page) ? { data: page.rows.map(spec.json(rows, { userId: user.id, identity })), meta: page.meta } : page;
    },
  });
}

const summary = defineAction({
  name: 'wallet/summary',
  needsIdentity: true,
  permission: WALLET_READ,
  resource: 'resourceId',
  run: ({ resource, user }) => {
    catchUpWallet();
    const holder = walletOf(resource!);
    if (typeof holder !== 'string') return holder;
    const entries = walletBooks.entriesOf(holder);
    const at = nowIso();
    const currencies = new Set([...entries.map((e) => e.currency), ...db.topUps.filter((t) => t.holderId === holder).map((t) => t.currency)]);
    const data = [...currencies].sort().map((currency) => {
      const limit = transferLimitOf(holder, currency);
      const sum = (rows: { amount: number }[]) => rows.reduce((total, row) => total + row.amount, 0);
      return {
        type: 'wallet-balances',
        id: `${holder}:${currency}`,
        attributes: {
          currency,
          available: balanceIn(entries, currency, at).total,
          incoming: sum(db.topUps.filter((t) => t.holderId === holder && t.currency === currency && (t.status === 'requested' || t.status === 'received'))),
          outgoing: sum(
            db.transfers.filter(
              (t) => t.organizationId === holder && t.currency === currency && (cancellablePayoutStatuses.includes(t.status) || t.status === 'in-transit'),
            ),
          ),
          approvalLimit: limit,
          approvalLimitLeft: approvalLimitLeft(walletBooks, holder, user.id, currency, limit),
        },
      };
    });
    return { data, meta: { asOf: at } };
  },
});

const entryFields: ListOptions<{ id: string; currency: string; type: string; createdAt: string; amount: number }> = {
  fields: { currency: (e) => e.currency, type: (e) => e.type, createdAt: (e) => e.createdAt, amount: (e) => e.amount },
  defaultSort: '-createdAt',
  defaultSize: 50,
};

const entries = walletList({
  name: 'wallet-entries/list',
  permission: WALLET_READ,
  rows: (holder) => walletBooks.entriesOf(holder),
  fields: entryFields,
  json: (rows) => {
    const after = balancesAfter(rows);
    return (entry) => walletEntryJson(entry, after.get(entry.id) ?? 0);
  },
});

const topUpFields: ListOptions<TopUp> = {
  fields: { status: (t) => t.status, currency: (t) => t.currency, createdAt: (t) => t.createdAt, amount: (t) => t.amount, reference: (t) => t.reference },
  defaultSort: '-createdAt',
  defaultSize: 50,
};

const listTopUps = walletList({
  name: 'top-ups/list',
  permission: TOP_UPS_READ,
  rows: (holder) => db.topUps.filter((t) => t.holderId === holder),
  fields: topUpFields,
  json: (_rows, viewer) => (topUp) => topUpJson(topUp, viewer),
});

const topUpNotFound = () => failure('not-found', 'Top-up not found');

/** The top-up when the identity reaches its wallet and reads top-ups there; else undefined (unknown and out of reach alike). */
function readableTopUp(identity: Identity, id: string | undefined) {
  const topUp = id ? db.topUps.get(id) : undefined;
  return topUp && reaches(identity, topUp.holderId) && can(identity, TOP_UPS_READ, topUp.holderId) ? topUp : undefined;
}

const getTopUp = defineAction({
  name: 'top-ups/get',
  needsIdentity: true,
  permission: TOP_UPS_READ,
  run: ({ request, payload, user, identity }) => {
    catchUpWallet();
    const topUp = readableTopUp(identity, request.id ?? payload.id);
    return topUp ? { data: topUpJson(topUp, viewerOf(user, identity)) } : topUpNotFound();
  },
});

const createTopUp = defineAction({
  name: 'top-ups/create',
  needsIdentity: true,
  permission: TOP_UPS_WRITE,
  resource: 'resourceId',
  run: ({ resource, payload, user, identity }) => {
    const holder = walletOf(resource!);
    if (typeof holder !== 'string') return holder;
    const { amount, currency } = payload.data.attributes;
    const topUp = requestTopUp(walletBooks, { holderId: holder, currency, amount, requester: actorOf(user) });
    scheduleWalletStep(topUp);
    pushTopUp(topUp);
    return { data: topUpJson(topUp, viewerOf(user, identity)) };
  },
});

const cancel = defineAction({
  name: 'top-ups/cancel',
  needsIdentity: true,
  permission: TOP_UPS_WRITE,
  run: ({ request, payload, user, identity }) => {
    catchUpWallet();
    const topUp = readableTopUp(identity, request.id ?? payload.id);
    if (!topUp) return topUpNotFound();
    if (!can(identity, TOP_UPS_WRITE, topUp.holderId)) return failure('forbidden', 'Forbidden');
    const outcome = cancelTopUp(walletBooks, topUp.id, actorOf(user));
    if (!outcome.ok) {
      return outcome.code === 'top-up-not-cancellable'
        ? failure('top-up-not-cancellable', 'Only a top-up still waiting for the bank transfer can be cancelled')
        : topUpNotFound();
    }
    const data = topUpJson(outcome.value, viewerOf(user, identity));
    if (outcome.replayed) return unchanged({ data });
    pushTopUp(outcome.value);
    return { data };
  },
});

export const walletActions = [summary, entries, listTopUps, getTopUp, createTopUp, cancel];
