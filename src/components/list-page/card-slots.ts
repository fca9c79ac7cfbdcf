import type { CardSlot, ListColumn } from './types';

/**
 * The columns a phone card shows, by slot: those the list placed (`card`), else the key column as
 * the title and the actions at the end.
 */
export function cardSlots<T>(columns: readonly ListColumn<T>[]): ReadonlyMap<string, CardSlot> {
  const placed = columns.flatMap((c) => (c.card ? [[c.id, c.card] as const] : []));
  if (placed.length) return new Map(placed);
  const slots = new Map<string, CardSlot>();
  const key = columns.find((c) => c.rowHeader) ?? columns[0];
  if (key) slots.set(key.id, 'title');
  const actions = columns.find((c) => c.actions && c !== key);
  if (actions) slots.set(actions.id, 'actions');
  return slots;
}
