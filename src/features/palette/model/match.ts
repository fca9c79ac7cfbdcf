/**
 * What the palette makes of what was typed or pasted, and how it ranks what it offers. Pure: no
 * React, no store, so every rule is tested on its own (match.test.ts).
 */

/** The objects a pasted id may name. */
export const idKinds = ['transaction', 'dispute', 'paymentLink', 'report', 'customer'] as const;
export type IdKind = (typeof idKinds)[number];

/**
 * The prefixes of the sandbox's ids (`mocks/db/ids.ts`, the seed): `trx_0a1b…`, `dsp_…`, `pl_…`,
 * `rep_…`, `cus_…`. A prefix only says which lookup to rank first: every kind the user may read is looked up,
 * because an order reference is the merchant's own text and another backend's ids may have no prefix.
 */
const idPrefixes: readonly [string, IdKind][] = [
  ['trx_', 'transaction'],
  ['dsp_', 'dispute'],
  ['pl_', 'paymentLink'],
  ['rep_', 'report'],
  ['cus_', 'customer'],
];

export type QueryShape =
  | { kind: 'empty' }
  /** A single token that may be an id or an order reference: resolved by the server. */
  | { kind: 'id'; token: string; likely: IdKind | null }
  /** A whole or partial customer e-mail (`emma@`, `@example.com`). */
  | { kind: 'email'; value: string }
  /** The last four digits of a card, as typed or copied (`4242`, `•••• 4242`, `*4242`). */
  | { kind: 'last4'; digits: string }
  | { kind: 'text'; text: string };

const LAST4 = /^[*•·xX.\s]*(\d{4})$/;
/** Id and reference characters; at most 100, the longest id a details route takes here. */
const ID_TOKEN = /^[\p{L}\p{N}_\-.:#/]{3,100}$/u;

/** How the palette reads the input: the first rule that fits wins. */
export function classifyQuery(raw: string): QueryShape {
  const text = raw.trim();
  if (!text) return { kind: 'empty' };
  const last4 = LAST4.exec(text);
  if (last4) return { kind: 'last4', digits: last4[1] };
  if (!/\s/.test(text) && text.includes('@')) return { kind: 'email', value: text.toLowerCase() };
  // Words ("refund", "dark") are commands; an id has a digit, an underscore or a dash in it.
  if (ID_TOKEN.test(text) && /[\d_-]/.test(text)) {
    const lower = text.toLowerCase();
    const likely = idPrefixes.find(([prefix]) => lower.startsWith(prefix))?.[1] ?? null;
    return { kind: 'id', token: text, likely };
  }
  return { kind: 'text', text };
}

/** Lower case without accents, so "categorie" finds "Catégorie" and "PAYS" finds "pays". */
export const fold = (value: string) => value.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * How well `query` matches a label (0: not at all). The whole label beats its start, which beats the
 * start of a later word, which beats a match inside a word; keywords (other names of the same thing)
 * count a little less than the label.
 */
export function matchScore(label: string, query: string, keywords: readonly string[] = []): number {
  const needle = fold(query.trim());
  if (!needle) return 1;
  const score = (text: string) => {
    const hay = fold(text);
    if (hay === needle) return 100;
    if (hay.startsWith(needle)) return 80;
    if (hay.split(/[\s\-_/·:]+/).some((word) => word.startsWith(needle))) return 60;
    return hay.includes(needle) ? 40 : 0;
  };
  const own = score(label);
  const other = Math.max(0, ...keywords.map(score));
  return Math.max(own, other > 0 ? other - 5 : 0);
}

export interface Rankable {
  label: string;
  keywords?: readonly string[];
}

/** The entries that match, best first; equal scores keep their given order. */
export function rankEntries<T extends Rankable>(entries: readonly T[], query: string, limit = Infinity): T[] {
  return entries
    .map((entry, index) => ({ entry, index, score: matchScore(entry.label, query, entry.keywords) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ entry }) => entry);
}

/** An object the server found for a pasted token. */
export interface IdHit {
  kind: IdKind;
  id: string;
  /** A transaction's order reference. */
  reference?: string;
}

/**
 * Hits for a pasted token, best first: the object whose id is the token, then the payment whose
 * order reference is the token, then the kind the token's prefix names, then the rest (a prefix of
 * an id or reference, a refund of the pasted payment) as the server listed them.
 */
export function rankIdHits<T extends IdHit>(hits: readonly T[], token: string, likely: IdKind | null): T[] {
  const needle = token.trim().toLowerCase();
  const rank = (hit: T) => {
    if (hit.id.toLowerCase() === needle) return 0;
    if (hit.reference?.toLowerCase() === needle) return 1;
    return hit.kind === likely ? 2 : 3;
  };
  return hits
    .map((hit, index) => ({ hit, index, rank: rank(hit) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ hit }) => hit);
}

export type PaymentSearch = Extract<QueryShape, { kind: 'email' | 'last4' }>;

/** The transactions list's URL query for what the palette searched (`email`, `last4`: the list's own filter keys). */
export const paymentsListQuery = (search: PaymentSearch) =>
  new URLSearchParams(search.kind === 'email' ? { email: search.value } : { last4: search.digits }).toString();
