/**
 * Transfers out of the wallet (docs/api/wallet.md, *Transfers*): transfers/list, get, create (moves
 * money, idempotent by the row's reference, to a saved payout method or a card typed in), cancel,
 * approve, reject (four-eyes above the limit, never one's own) and reverse (a paid transfer's money
 * back, once). The rules are the payout engine's over the wallet's ledger.
 */
import { TRANSFERS_APPROVE, TRANSFERS_READ, TRANSFERS_WRITE } from '@/lib/contract/money-permissions';
import { can, reaches } from '../db/access';
import { approvePayout, cancelPayout, rejectPayout, replayPayout, requestPayout, type Outcome } from '../db/money-engine';
import type { PayoutMethod } from '../db/payouts';
import type { Identity, User } from '../db/schema';
import { db } from '../db/store';
import { apiError } from '../handlers/respond';
import { now, nowIso } from '../clock';
import { newId } from '../db/ids';
import { CARD_TOKEN_TTL_MS } from '@/lib/contract/wallet';
import { reverseTransfer } from '../wallet/engine';
import { catchUpWallet, pushTransfer, pushWallet, scheduleWalletStep, transferLimitOf, walletBooks } from '../wallet/books';
import { transferJson, viewerOf } from '../wallet/json';
import type { Transfer } from '../wallet/model';
import { defineAction } from './define-action';
import type { ListOptions } from './list-query';
import { readMethod } from './payout-methods';
import { actorOf } from './payouts';
import { failure, fieldError, referenceReused, unchanged, type ActionOutcome } from './types';
import { walletList, walletOf } from './wallet';

const transferNotFound = () => failure('not-found', 'Transfer not found');

const refusals: Readonly<Record<string, ActionOutcome>> = {
  'own-payout': failure('own-transfer', 'You cannot approve or reject a transfer you requested; another person has to'),
  'payout-not-awaiting-approval': failure('transfer-not-awaiting-approval', 'This transfer is not waiting for approval'),
  'payout-not-cancellable': failure('transfer-not-cancellable', 'This transfer has been sent and can no longer be cancelled'),
  'transfer-not-reversible': failure('transfer-not-reversible', 'Only a paid transfer, within 30 days and not reversed yet, can be reversed'),
  'reference-reused': referenceReused(),
  'not-found': transferNotFound(),
};

/** The engine's answer as an action's: the transfer for the caller, pushed when it changed. */
function answer(outcome: Outcome<Transfer>, user: User, identity: Identity, moved: boolean): ActionOutcome {
  if (!outcome.ok) return refusals[outcome.code] ?? failure(outcome.code, 'Some error occurred');
  const data = transferJson(outcome.value, viewerOf(user, identity));
  if (outcome.replayed) return unchanged({ data });
  pushTransfer(outcome.value);
  if (moved) pushWallet(outcome.value.organizationId);
  scheduleWalletStep(outcome.value);
  return { data };
}

function readableTransfer(identity: Identity, id: string | undefined): Transfer | undefined {
  const transfer = id ? db.transfers.get(id) : undefined;
  return transfer && reaches(identity, transfer.organizationId) && can(identity, TRANSFERS_READ, transfer.organizationId) ? transfer : undefined;
}

const fields: ListOptions<Transfer> = {
  fields: {
    status: (t) => t.status,
    currency: (t) => t.currency,
    amount: (t) => t.amount,
    createdAt: (t) => t.createdAt,
    type: (t) => t.transferType ?? 'transfer',
    approvalRequired: (t) => t.approvalRequired,
  },
  defaultSort: '-createdAt',
  defaultSize: 50,
};

const list = walletList({
  name: 'transfers/list',
  permission: TRANSFERS_READ,
  rows: (holder) => db.transfers.filter((t) => t.organizationId === holder),
  fields,
  json: (_rows, viewer) => (transfer) => transferJson(transfer, viewer),
});

const get = defineAction({
  name: 'transfers/get',
  needsIdentity: true,
  permission: TRANSFERS_READ,
  run: ({ request, payload, user, identity }) => {
    catchUpWallet();
    const transfer = readableTransfer(identity, request.id ?? payload.id);
    return transfer ? { data: transferJson(transfer, viewerOf(user, identity)) } : transferNotFound();
  },
});

type CreatePayload = {
  data: { relationships: { payoutMethod?: { data: { id: string } }; cardToken?: { data: { id: string } } } };
};

const destinationMissing = () =>
  ({ errors: [apiError('required', 'Destination is required', { source: { pointer: '/data/relationships' } })] }) satisfies ActionOutcome;

/** The destination: a payout method of the holder, or a live card token of this user and wallet; else the refusal. */
function destinationOf(holder: string, userId: string, payload: CreatePayload, currency: string): PayoutMethod | ActionOutcome {
  const { payoutMethod, cardToken } = payload.data.relationships;
  if (payoutMethod) {
    const method = db.payoutMethods.get(payoutMethod.data.id);
    if (!method || method.organizationId !== holder) {
      return { errors: [apiError('not-found', 'Payout method not found', { source: { pointer: '/data/relationships/payoutMethod' } })] };
    }
    return method;
  }
  if (!cardToken) return destinationMissing();
  const token = db.cardTokens.get(cardToken.data.id);
  if (!token || token.userId !== userId || token.holderId !== holder || token.expiresAt <= nowIso()) {
    return {
      errors: [
        apiError('card-token-expired', 'Type the card again: what was typed is no longer kept', { source: { pointer: '/data/relationships/cardToken' } }),
      ],
    };
  }
  if (db.transfers.find((t) => t.payoutMethodId === token.id)) {
    return {
      errors: [
        apiError('card-token-used', 'This card was already used for a transfer: type it again', { source: { pointer: '/data/relationships/cardToken' } }),
      ],
    };
  }
  return {
    id: token.id,
    organizationId: holder,
    kind: 'card',
    currency,
    label: null,
    holderName: token.holderName,
    masked: token.masked,
    bankAccount: null,
    card: token.card,
    isDefault: false,
    createdAt: token.createdAt,
    createdBy: userId,
    failsPayouts: token.failsPayouts,
  };
}

/** card-tokens/create: a card typed in, checked field by field (spec §5), kept masked for one transfer. */
const createCardToken = defineAction({
  name: 'card-tokens/create',
  needsIdentity: true,
  permission: TRANSFERS_WRITE,
  resource: 'resourceId',
  run: ({ resource, payload, user }) => {
    const holder = walletOf(resource!);
    if (typeof holder !== 'string') return holder;
    const read = readMethod('card', payload.data.attributes);
    if ('errors' in read) return read;
    const token = db.cardTokens.insert({
      id: newId('ctok'),
      holderId: holder,
      userId: user.id,
      holderName: read.holderName,
      masked: read.masked,
      card: read.card!,
      failsPayouts: read.failsPayouts,
      createdAt: nowIso(),
      expiresAt: new Date(now() + CARD_TOKEN_TTL_MS).toISOString(),
    });
    return {
      data: {
        type: 'card-tokens',
        id: token.id,
        attributes: { ...token.card, masked: token.masked, holderName: token.holderName, expiresAt: token.expiresAt },
      },
    };
  },
});

const create = defineAction({
  name: 'transfers/create',
  needsIdentity: true,
  resource: 'resourceId',
  run: ({ resource, payload, user, identity, request }) => {
    catchUpWallet();
    const holder = walletOf(resource!);
    if (typeof holder !== 'string') return holder;
    const { amount, currency, description } = payload.data.attributes;
    const content = { organizationId: holder, currency, amount, description: description || null };
    const relationships = payload.data.relationships;
    const destinationId = relationships.payoutMethod?.data.id ?? relationships.cardToken?.data.id ?? '';
    // The reference first: a transfer already made is answered as it is now (its card token is used by then: money moved once).
    const replay = replayPayout(walletBooks, user.id, request.requestReference, { ...content, payoutMethodId: destinationId });
    if (replay) return answer(replay as Outcome<Transfer>, user, identity, false);
    const destination = destinationOf(holder, user.id, payload, currency);
    if (!('id' in destination)) return destination;
    const outcome = requestPayout(walletBooks, {
      ...content,
      method: destination,
      requester: actorOf(user),
      reference: request.requestReference,
      approvalLimit: transferLimitOf(holder, currency),
    });
    if (!outcome.ok && outcome.code === 'method-currency-mismatch') {
      return { errors: [fieldError('currency', 'method-currency-mismatch', 'The payout method pays out in another currency')] };
    }
    if (!outcome.ok && outcome.code === 'amount-exceeds-available') {
      return { errors: [fieldError('amount', 'amount-exceeds-available', 'Amount should not exceed the available balance')] };
    }
    if (!outcome.ok) return answer(outcome as Outcome<Transfer>, user, identity, true);
    const transfer = db.transfers.upsert({ ...outcome.value, transferType: 'transfer', holderName: destination.holderName, parentId: null, reversalId: null });
    return answer({ ok: true, value: transfer }, user, identity, true);
  },
});

const cancel = defineAction({
  name: 'transfers/cancel',
  needsIdentity: true,
  permission: [TRANSFERS_WRITE, TRANSFERS_APPROVE],
  run: ({ request, payload, user, identity }) => {
    catchUpWallet();
    const transfer = readableTransfer(identity, request.id ?? payload.id);
    if (!transfer) return transferNotFound();
    const own = transfer.requestedBy === user.id && can(identity, TRANSFERS_WRITE, transfer.organizationId);
    if (!own && !can(identity, TRANSFERS_APPROVE, transfer.organizationId)) return failure('forbidden', 'Forbidden');
    return answer(cancelPayout(walletBooks, transfer.id, actorOf(user)) as Outcome<Transfer>, user, identity, true);
  },
});

/** The transfer, brought up to the clock, that this identity may decide on; else the refusal. */
function decidable(identity: Identity, id: string | undefined): Transfer | ActionOutcome {
  catchUpWallet();
  const transfer = readableTransfer(identity, id);
  if (!transfer) return transferNotFound();
  if (!can(identity, TRANSFERS_APPROVE, transfer.organizationId)) return failure('forbidden', 'Forbidden');
  return transfer;
}

const approve = defineAction({
  name: 'transfers/approve',
  needsIdentity: true,
  run: ({ request, user, identity }) => {
    const transfer = decidable(identity, request.id);
    if (!('id' in transfer)) return transfer;
    return answer(approvePayout(walletBooks, transfer.id, actorOf(user)) as Outcome<Transfer>, user, identity, false);
  },
});

const reject = defineAction({
  name: 'transfers/reject',
  needsIdentity: true,
  permission: TRANSFERS_APPROVE,
  run: ({ request, payload, user, identity }) => {
    const transfer = decidable(identity, request.id);
    if (!('id' in transfer)) return transfer;
    return answer(rejectPayout(walletBooks, transfer.id, actorOf(user), payload.data?.attributes.reason || null) as Outcome<Transfer>, user, identity, true);
  },
});

const reverse = defineAction({
  name: 'transfers/reverse',
  needsIdentity: true,
  permission: TRANSFERS_APPROVE,
  run: ({ request, user, identity }) => {
    const transfer = decidable(identity, request.id);
    if (!('id' in transfer)) return transfer;
    const outcome = reverseTransfer(walletBooks, transfer.id, actorOf(user));
    if (outcome.ok && !outcome.replayed) pushTransfer(db.transfers.get(outcome.value.reversalId!)!);
    return answer(outcome, user, identity, true);
  },
});

export const transferActions = [createCardToken, list, get, create, cancel, approve, reject, reverse];
