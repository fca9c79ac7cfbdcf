// The pages behind sign-in that `npm run lighthouse -- --signed-in` and `npm run bench` measure, with the
// bench's budget for each: gzip JS from opening /login?redirect=<page> until the page is shown after sign-in
// and the network is idle
// (docs/decisions/0003-bundle-budget.md, update of 2026-12-07: the measured weight rounded up to 10 KB, a ratchet).
export const SIGNED_IN_PAGES = [
  { name: 'home', path: '/', budgetKb: 460 },
  { name: 'transactions', path: '/transactions', budgetKb: 460 },
  { name: 'payment details', path: '/transactions/trx_demo_eur_paid', budgetKb: 410 },
  { name: 'balances', path: '/balances', budgetKb: 490 },
  { name: 'disputes', path: '/disputes', budgetKb: 490 },
  { name: 'mailbox', path: '/mailbox', budgetKb: 480 },
];
