/**
 * Reading and changing antifraud: catalogue names (docs/api/antifraud.md, ADR 0011). In a module of
 * their own so that the route table and a payment's page, which load early, do not pull in the
 * antifraud contract.
 */
export const antifraudPermissions = {
  listsRead: 'antifraud.lists.read',
  listsWrite: 'antifraud.lists.write',
  rulesRead: 'antifraud.rules.read',
  rulesWrite: 'antifraud.rules.write',
  reviewsRead: 'antifraud.reviews.read',
  reviewsWrite: 'antifraud.reviews.write',
} as const;
