/** How a related transaction stands to the one shown. */
export type Relation = 'parent' | 'refund' | 'capture' | 'cancel' | 'chargeback' | 'other';

const childRelations: Readonly<Record<string, Relation>> = {
  refund: 'refund',
  'charge-capture': 'capture',
  'charge-cancel': 'cancel',
  'charge-authorize-reversal': 'cancel',
  chargeback: 'chargeback',
  'second-chargeback': 'chargeback',
  'second-chargeback-capture': 'chargeback',
  'second-chargeback-refund': 'chargeback',
  'rapid-dispute': 'chargeback',
};

export function relationOf(related: { id: string; type: string }, shown: { parentId: string | null }): Relation {
  if (related.id === shown.parentId) return 'parent';
  return childRelations[related.type] ?? 'other';
}

const order: readonly Relation[] = ['parent', 'capture', 'cancel', 'refund', 'chargeback', 'other'];

/** Parent first, then children by kind, each kind oldest first. */
export const byRelation = <T extends { relation: Relation; createdAt: string }>(a: T, b: T) =>
  order.indexOf(a.relation) - order.indexOf(b.relation) || (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0);
