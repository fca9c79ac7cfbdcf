/**
 * antifraud-lists/list, get, items, create, delete, addItems, removeItem (docs/api/antifraud.md,
 * *Lists*). Reading needs `antifraud.lists.read` on the merchant, changing `antifraud.lists.write`.
 * Every item is checked and normalised by the rule language's `parseListItem`, so a list, a rule's
 * literal and a payment compare alike; a list acts only through the rules that name it.
 */
import { parseListItem } from '@/lib/antifraud-rules';
import type { Identity } from '../db/schema';
import { nowIso } from '../clock';
import { newId } from '../db/ids';
import { db } from '../db/store';
import { apiError, type ApiError } from '../handlers/respond';
import { pushResourceUpdated } from '../pusher-hub';
import { compiledOf, rulesOf } from '../antifraud/engine';
import { listItemJson, listJson } from '../antifraud/json';
import { isMember, itemsOf, listRefsOf, listsOf } from '../antifraud/lists';
import type { AntifraudList, AntifraudListItem, Person } from '../antifraud/model';
import { defineAction } from './define-action';
import { ANTIFRAUD, begin, merchantScope, targetRow } from './antifraud-access';
import { searchedList, targetId } from './billing-access';
import { listQuery } from './list-query';
import { fieldError, unchanged, type ActionOutcome } from './types';

const personOf = (user: { name: string; email: string }): Person => ({ name: user.name || user.email, email: user.email });

/** Tells those who read the merchant's lists that one changed (or is gone). */
function pushList(list: AntifraudList) {
  pushResourceUpdated(list.merchantId, { type: 'antifraud-lists', id: list.id }, { permission: ANTIFRAUD.listsRead });
}

const target = (identity: Identity, id: string, write = false) =>
  targetRow(identity, db.antifraudLists.get(id), 'List', ANTIFRAUD.listsRead, write ? ANTIFRAUD.listsWrite : undefined);

const list = defineAction({
  name: 'antifraud-lists/list',
  needsIdentity: true,
  permission: ANTIFRAUD.listsRead,
  resource: merchantScope,
  run: ({ resource, payload }): ActionOutcome => {
    const refused = begin(resource);
    if (refused) return refused;
    const at = nowIso();
    const rows = listsOf(resource!.id).map((row) => ({ row, json: listJson(row, at) }));
    const page = listQuery(
      rows.map(({ row, json }) => ({ ...row, itemCount: json.attributes.itemCount })),
      payload,
      {
        fields: {
          alias: (l) => l.alias,
          name: (l) => l.name,
          kind: (l) => l.kind,
          purpose: (l) => l.purpose,
          default: (l) => l.default,
          itemCount: (l) => l.itemCount,
          createdAt: (l) => l.createdAt,
        },
        defaultSort: 'alias',
        defaultSize: 100,
      },
    );
    if ('errors' in page) return page;
    return { data: page.rows.map((row) => listJson(row, at)), meta: page.meta };
  },
});

const get = defineAction({
  name: 'antifraud-lists/get',
  needsIdentity: true,
  permission: ANTIFRAUD.listsRead,
  run: ({ identity, request, payload }): ActionOutcome => {
    const found = target(identity, targetId(request, payload));
    return 'refusal' in found ? found.refusal : { data: listJson(found.row) };
  },
});

const items = defineAction({
  name: 'antifraud-lists/items',
  needsIdentity: true,
  permission: ANTIFRAUD.listsRead,
  run: ({ identity, request, payload }): ActionOutcome => {
    const found = target(identity, targetId(request, payload));
    if ('refusal' in found) return found.refusal;
    const at = nowIso();
    const page = searchedList(
      itemsOf(found.row.id).map((item) => ({ ...item, expired: !isMember(item, at) })),
      payload,
      {
        fields: {
          value: (i) => i.value,
          reason: (i) => i.reason,
          addedAt: (i) => i.addedAt,
          expiresAt: (i) => i.expiresAt,
          expired: (i) => i.expired,
        },
        defaultSort: '-addedAt',
        defaultSize: 100,
      },
      (item, term) => item.value.toLowerCase().includes(term.toLowerCase()) || item.reason.toLowerCase().includes(term.toLowerCase()),
    );
    if ('errors' in page) return page;
    return { data: page.rows.map((item) => listItemJson(item, at)), meta: page.meta };
  },
});

const create = defineAction({
  name: 'antifraud-lists/create',
  needsIdentity: true,
  permission: ANTIFRAUD.listsWrite,
  resource: merchantScope,
  run: ({ resource, payload }): ActionOutcome => {
    const refused = begin(resource, { arm: true });
    if (refused) return refused;
    const { alias, name, kind, purpose } = payload.data.attributes;
    if (listsOf(resource!.id).some((row) => row.alias === alias)) {
      return { errors: [fieldError('alias', 'alias-taken', `A list of this workspace is already @${alias}`)] };
    }
    const created = db.antifraudLists.insert({ id: newId('afl'), merchantId: resource!.id, alias, name, kind, purpose, default: false, createdAt: nowIso() });
    pushList(created);
    return { data: listJson(created) };
  },
});

/** The rules that name the list (`@alias`): compiled ones by what they name, others by their text. */
function rulesUsing(list: AntifraudList) {
  const refs = listRefsOf(list.merchantId);
  const named = new RegExp(`@${list.alias}(?![A-Za-z0-9_-])`);
  return rulesOf(list.merchantId).filter((rule) => {
    const compiled = compiledOf(rule, refs);
    return compiled.ok ? compiled.rule.lists.includes(list.alias) : named.test(rule.source);
  });
}

const remove = defineAction({
  name: 'antifraud-lists/delete',
  needsIdentity: true,
  permission: ANTIFRAUD.listsWrite,
  run: ({ identity, request, payload }): ActionOutcome => {
    const found = target(identity, targetId(request, payload), true);
    if ('refusal' in found) return found.refusal;
    const { row } = found;
    if (row.default) return { errors: [apiError('default-list', 'A default list cannot be deleted')] };
    const using = rulesUsing(row);
    if (using.length) {
      return {
        errors: [
          apiError('list-in-use', `Rules use @${row.alias}: ${using.map((rule) => rule.name).join(', ')}`, {
            meta: { rules: using.map((rule) => ({ id: rule.id, name: rule.name })) },
          }),
        ],
      };
    }
    for (const item of itemsOf(row.id)) db.antifraudListItems.remove(item.id);
    db.antifraudLists.remove(row.id);
    pushList(row);
    return { data: null };
  },
});

const addItems = defineAction({
  name: 'antifraud-lists/addItems',
  needsIdentity: true,
  permission: ANTIFRAUD.listsWrite,
  run: ({ identity, user, request, payload }): ActionOutcome => {
    const found = target(identity, targetId(request, payload), true);
    if ('refusal' in found) return found.refusal;
    const { row } = found;
    const { items: sent, reason, expiresAt } = payload.data.attributes;
    const at = nowIso();
    const errors: ApiError[] = [];
    const values: string[] = [];
    sent.forEach(({ value }, index) => {
      const parsed = parseListItem(row.kind, value);
      if (parsed.ok) values.push(parsed.value);
      else
        errors.push(
          apiError('invalid-item', `Item ${index + 1} is not a valid ${row.kind}`, {
            source: { pointer: `/data/attributes/items/${index}/value` },
            meta: { code: parsed.code },
          }),
        );
    });
    const expiry = expiresAt === null ? null : new Date(expiresAt).toISOString();
    if (expiry !== null && expiry <= at) errors.push(fieldError('expiresAt', 'expiry-in-past', 'The expiry must be in the future'));
    if (errors.length) return { errors };
    const byValue = new Map<string, AntifraudListItem>(itemsOf(row.id).map((item) => [item.value, item]));
    const addedBy = personOf(user);
    let added = 0;
    let alreadyListed = 0;
    for (const value of values) {
      const existing = byValue.get(value);
      if (existing && isMember(existing, at)) {
        alreadyListed += 1;
        continue;
      }
      // An expired item of the same value is listed again (renewed), not listed twice.
      const item: AntifraudListItem = {
        id: existing?.id ?? newId('afi'),
        listId: row.id,
        merchantId: row.merchantId,
        value,
        reason,
        addedBy,
        addedAt: at,
        expiresAt: expiry,
      };
      if (existing) db.antifraudListItems.upsert(item);
      else db.antifraudListItems.insert(item);
      byValue.set(value, item);
      added += 1;
    }
    const outcome = { data: listJson(row, at), meta: { added, alreadyListed } };
    if (!added) return unchanged(outcome);
    pushList(row);
    return outcome;
  },
});

const removeItem = defineAction({
  name: 'antifraud-lists/removeItem',
  needsIdentity: true,
  permission: ANTIFRAUD.listsWrite,
  run: ({ identity, request, payload }): ActionOutcome => {
    const found = target(identity, targetId(request, payload), true);
    if ('refusal' in found) return found.refusal;
    const item = db.antifraudListItems.get(payload.itemId);
    if (!item || item.listId !== found.row.id) return { errors: [apiError('not-found', 'Item not found', { source: { pointer: '/itemId' } })] };
    db.antifraudListItems.remove(item.id);
    pushList(found.row);
    return { data: listJson(found.row) };
  },
});

export const antifraudListActions = [list, get, items, create, remove, addItems, removeItem];
