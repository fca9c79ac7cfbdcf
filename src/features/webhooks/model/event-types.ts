import { webhookEventTypes } from '@/lib/contract/developers';

/** The groups the event picker shows, by the type's prefix (`payment.succeeded` → `payment`). */
export const eventGroups = ['payment', 'refund', 'dispute', 'report', 'payout', 'subscription', 'invoice', 'review'] as const;
export type EventGroup = (typeof eventGroups)[number];

export const eventGroupOf = (type: string) => type.slice(0, Math.max(0, type.indexOf('.'))) || type;

/** Every subscribable type, grouped, in the contract's order. */
export const groupedEventTypes: readonly { group: EventGroup; types: readonly string[] }[] = eventGroups.map((group) => ({
  group,
  types: webhookEventTypes.filter((type) => eventGroupOf(type) === group),
}));

/** The translation key of a type's name (`events.payment.succeeded`); a type the vocabulary lacks is shown as its code. */
export const eventKey = (type: string) => `events.${type}`;
export const isKnownEventType = (type: string) => (webhookEventTypes as readonly string[]).includes(type);
