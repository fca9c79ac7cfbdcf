import type { MessageCatalogue } from '@/lib/forms';

/** What of a payment can be blocked in one step from its page. */
export type BlockKind = 'card' | 'email' | 'ip';

/** The merchant's default block list each fact goes to (docs/api/antifraud.md, *Lists*); its built-in rule blocks on it. */
export const BLOCK_LIST_ALIAS: Readonly<Record<BlockKind, string>> = { card: 'blocked_cards', email: 'blocked_emails', ip: 'blocked_ips' };

/** The facts of a payment the control reads: the transactions feature's `Transaction` fits it as it is. */
export interface PaymentToBlock {
  id: string;
  card: { brand: string; last4: string; fingerprint: string | null } | null;
  customer: { email: string };
  ip: { address: string } | null;
}

/** One thing of the payment that may be blocked: the value sent to the list, and for a card what the user reads of it. */
export interface BlockTarget {
  kind: BlockKind;
  alias: string;
  /** Sent as is: the server normalises it (`parseListItem`). */
  value: string;
  card?: { brand: string; last4: string };
}

/** The payment's card (by fingerprint), customer e-mail and IP address, each only when the payment has it. */
export function blockTargets(payment: PaymentToBlock): BlockTarget[] {
  const targets: BlockTarget[] = [];
  const fingerprint = payment.card?.fingerprint?.trim();
  if (payment.card && fingerprint) {
    targets.push({ kind: 'card', alias: BLOCK_LIST_ALIAS.card, value: fingerprint, card: { brand: payment.card.brand, last4: payment.card.last4 } });
  }
  const email = payment.customer.email.trim();
  if (email) targets.push({ kind: 'email', alias: BLOCK_LIST_ALIAS.email, value: email });
  const address = payment.ip?.address.trim();
  if (address) targets.push({ kind: 'ip', alias: BLOCK_LIST_ALIAS.ip, value: address });
  return targets;
}

/** The refusals of `antifraud-lists/addItems` from a payment's page → keys of their messages. */
export const blockCodes = (kind: BlockKind): MessageCatalogue => ({
  forbidden: 'antifraud:block.errors.forbidden',
  '403': 'antifraud:block.errors.forbidden',
  'not-found': 'antifraud:block.errors.listMissing',
  '404': 'antifraud:block.errors.listMissing',
  'invalid-item': `antifraud:block.errors.invalid.${kind}`,
  invalid: 'errors:invalid',
});

/** What the page remembers of a block made from it: the list it went to and whether the value was on it already. */
export interface BlockOutcome {
  listId: string;
  listName: string;
  already: boolean;
}
