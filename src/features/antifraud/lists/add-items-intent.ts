import type { IntentSpec } from '@/features/intents';

/**
 * `antifraud-lists/addItems` as one intent on the list: the values (checked by the caller for the
 * list's kind), one reason and one expiry for all; the list and the lists' page are read again after it.
 */
export const addItemsIntent = (
  listId: string,
  values: readonly string[],
  { reason, expiresAt, kind }: { reason: string; expiresAt: string | null; kind: string },
): Omit<IntentSpec, 'target'> => ({
  request: {
    action: 'antifraud-lists/addItems',
    id: listId,
    payload: {
      id: listId,
      data: { type: 'antifraud-list-items', attributes: { items: values.map((value) => ({ value })), reason: reason.trim(), expiresAt } },
    },
  },
  summary: { kind },
  invalidates: [
    { type: 'AntifraudList', id: listId },
    { type: 'AntifraudList', id: 'LIST' },
  ],
});
