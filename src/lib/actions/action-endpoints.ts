/**
 * Which endpoint an action is posted to when its call does not say: the mailbox's and the money-out
 * areas' actions have their own (spec §7). Kept beside the client, not read from the contract, so that
 * the first bundle does not carry the contract; a contract test checks it names every action's path.
 */
const areaEndpoints: readonly [prefixes: readonly string[], path: string][] = [
  [['topics/', 'messages/'], 'mailbox/actions'],
  [
    [
      'payout-requests/',
      'payouts/',
      'payout-methods/',
      'balances/',
      'ledger-entries/',
      'rolling-reserve/',
      'accounts/',
      'exchanges/',
      'settlements/',
      'wallet/',
      'wallet-entries/',
      'top-ups/',
      'card-tokens/',
      'transfers/',
      'statements/',
      'statement-entries/',
    ],
    'payouts/actions',
  ],
];

/** The endpoint path of `action` by its area, or undefined for the main endpoint's. */
export function endpointOfAction(action: string): string | undefined {
  return areaEndpoints.find(([prefixes]) => prefixes.some((prefix) => action.startsWith(prefix)))?.[1];
}
