/**
 * A merchant's lists as the rules read them (`ListLookup`, docs/api/antifraud.md, *Lists*): by alias,
 * the members at an instant (an item past its `expiresAt` is no longer one), compared as the rule
 * language's `listMembership` compares (an IP range list holds an address when a range contains it),
 * the same lookup the backtest worker builds from `antifraud/backtestData`'s lists.
 */
import { listMembership, type ListMembership } from '@/lib/antifraud-rules';
import type { ListLookup, ListRef } from '@/lib/antifraud-rules/types';
import { db } from '../db/store';
import type { AntifraudList, AntifraudListItem } from './model';

/** An item is a member at `at` unless it expired by then. */
export const isMember = (item: Pick<AntifraudListItem, 'expiresAt'>, at: string) => item.expiresAt === null || item.expiresAt > at;

export const listsOf = (merchantId: string): AntifraudList[] => db.antifraudLists.filter((list) => list.merchantId === merchantId);

/** The lists a rule may name, for `compileRule`. */
export const listRefsOf = (merchantId: string): ListRef[] => listsOf(merchantId).map(({ alias, kind }) => ({ alias, kind }));

/** Items by list, and by merchant (rebuilt when the items table changes). */
let index: { version: number; byList: Map<string, AntifraudListItem[]> } | null = null;

export function itemsOf(listId: string): AntifraudListItem[] {
  const version = db.antifraudListItems.version;
  if (index?.version !== version) {
    const byList = new Map<string, AntifraudListItem[]>();
    for (const item of db.antifraudListItems.all()) {
      const items = byList.get(item.listId);
      if (items) items.push(item);
      else byList.set(item.listId, [item]);
    }
    index = { version, byList };
  }
  return index.byList.get(listId) ?? [];
}

export const membersOf = (listId: string, at: string) => itemsOf(listId).filter((item) => isMember(item, at));

/** The merchant's lists at `at`, as the engine asks them. */
export function listLookup(merchantId: string, at: string): ListLookup {
  const byAlias = new Map(listsOf(merchantId).map((list) => [list.alias, list]));
  const made = new Map<string, ListMembership>();
  return (alias) => {
    const list = byAlias.get(alias);
    if (!list) return undefined;
    let entry = made.get(alias);
    if (!entry) {
      entry = listMembership(
        list.kind,
        membersOf(list.id, at).map((item) => item.value),
      );
      made.set(alias, entry);
    }
    return entry;
  };
}
