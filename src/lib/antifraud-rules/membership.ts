/**
 * The lookup's side of `in @list`, for whoever holds the items (the sandbox, the backtest worker): a list's
 * membership from its current items (as parseListItem gives them). E-mails, domains and addresses are held
 * and asked in canonical form (list-items.ts), anything else exactly, as rules compare. An `ip-range` list
 * holds an address when one of its ranges contains it (IPv4 and IPv6, `cidrContains`). Expired items are
 * the caller's to leave out: pass only the items in force.
 */
import { cidrContains } from '@/lib/validation/network';
import { canonicalValue } from './list-items';
import type { ListKind, ListLookup } from './types';

const CANONICAL: ReadonlySet<ListKind> = new Set(['email', 'email-domain', 'ip']);

export interface ListMembership {
  kind: ListKind;
  has: (value: string) => boolean;
}

export function listMembership(kind: ListKind, items: Iterable<string>): ListMembership {
  if (kind === 'ip-range') {
    const ranges = [...items];
    return { kind, has: (value) => ranges.some((range) => cidrContains(range, value)) };
  }
  // As the rules compare: e-mails, domains and addresses in canonical form, anything else exactly.
  const canonical = CANONICAL.has(kind) ? (value: string) => canonicalValue(kind, value) : (value: string) => value;
  const held = new Set<string>();
  for (const item of items) held.add(canonical(item));
  return { kind, has: (value) => held.has(canonical(value)) };
}

/** A lookup over lists given by alias (without `@`). */
export function listLookup(lists: readonly { alias: string; kind: ListKind; items: Iterable<string> }[]): ListLookup {
  const byAlias = new Map(lists.map((list) => [list.alias, listMembership(list.kind, list.items)]));
  return (alias) => byAlias.get(alias);
}
