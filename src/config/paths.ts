/** Every route path of the app, and builders for the ones with parameters. */
export const paths = {
  home: '/',
  login: '/login',
  logout: '/logout',
  sessionExpired: '/session-expired',
  login2fa: '/login/2fa',
  loginIdentity: '/login/identity',
  loginPasswordChange: '/login/password-change-required',
  login2faSetup: '/login/2fa-setup',
  confirm: '/confirm/:token',
  set2fa: '/set-2fa/:token',
  reset: '/reset',
  resetToken: '/reset/:token',
  reset2fa: '/reset2fa',
  tokenExpired: '/token-expired',
  signUp: '/sign-up',
  accountBlocked: '/account-blocked',
  accountSuspended: '/account-suspended',
  settings: '/settings',
  projects: '/projects',
  project: '/projects/:projectId',
} as const;

const isLoginPath = (path: string) => /^\/login(?=[/?#]|$)/i.test(path);

function withRedirect(path: string | null) {
  return path && path !== '/' && !isLoginPath(path) ? `/login?redirect=${encodeURIComponent(path)}` : '/login';
}

export const hrefs = {
  project: (projectId: string) => `/projects/${encodeURIComponent(projectId)}`,
  resetToken: (token: string) => `/reset/${encodeURIComponent(token)}`,
  /**
   * Sign in, then come back to `path`. Home and sign-out need no redirect; on a sign-in page the
   * redirect it already carries is kept (never nested, never dropped).
   */
  loginWithRedirect: (path: string) => {
    if (isLoginPath(path)) return withRedirect(new URLSearchParams(path.split('#', 1)[0].split('?')[1] ?? '').get('redirect'));
    if (path === '/' || /^\/logout(?=[/?#]|$)/i.test(path)) return '/login';
    return withRedirect(path);
  },
};

/*
 * Pages that other features link to (a payment from the mailbox, a report from the palette…): written
 * here so that a feature links to another one's page without importing that feature.
 */
export const TRANSACTIONS_LIST = '/transactions';
/** The details page of a transaction. */
export const transactionHref = (id: string) => `${TRANSACTIONS_LIST}/${encodeURIComponent(id)}`;

export const DISPUTES_LIST = '/disputes';
/** The details page of a dispute. */
export const disputeHref = (id: string) => `${DISPUTES_LIST}/${encodeURIComponent(id)}`;

export const PAYOUTS_PATH = '/payouts';
/** A payout's details page. */
export const payoutHref = (id: string) => `${PAYOUTS_PATH}/${encodeURIComponent(id)}`;

export const WALLET_PATH = '/wallet';
export const TOP_UPS_PATH = '/wallet/top-ups';
/** A top-up request's page: the bank details and the reference to quote. */
export const topUpHref = (id: string) => `${TOP_UPS_PATH}/${encodeURIComponent(id)}`;
export const TRANSFERS_PATH = '/transfers';
/** A transfer's (or its reversal's) details page. */
export const transferHref = (id: string) => `${TRANSFERS_PATH}/${encodeURIComponent(id)}`;

export const PAYMENT_LINKS_LIST = '/payment-links';
/** The query parameter that opens one link's share panel (URL, QR code) over the list. */
export const LINK_PARAM = 'link';
/** Where one payment link is shown: the list with that link's share panel open (links have no page of their own). */
export const paymentLinkHref = (id: string) => `${PAYMENT_LINKS_LIST}?${new URLSearchParams({ [LINK_PARAM]: id }).toString()}`;

/** The details page of a report. */
export const reportHref = (id: string) => `/reports/${encodeURIComponent(id)}`;

export const CHANNELS_LIST = '/channels';
/** A channel's details page (in its project's workspace, or its organization's). */
export const channelHref = (id: string) => `${CHANNELS_LIST}/${encodeURIComponent(id)}`;
/** The transactions list filtered to the payments that came through a channel. */
export const channelTransactionsHref = (id: string) => `${TRANSACTIONS_LIST}?${new URLSearchParams({ channel: id }).toString()}`;

export const CUSTOMERS_LIST = '/customers';
export const customerHref = (id: string) => `${CUSTOMERS_LIST}/${encodeURIComponent(id)}`;
export const PLANS_LIST = '/plans';
export const planHref = (id: string) => `${PLANS_LIST}/${encodeURIComponent(id)}`;
export const SUBSCRIPTIONS_LIST = '/subscriptions';
export const DUNNING_SETTINGS = '/subscriptions/dunning';
export const subscriptionHref = (id: string) => `${SUBSCRIPTIONS_LIST}/${encodeURIComponent(id)}`;
export const REVIEWS_LIST = '/antifraud/reviews';
export const reviewHref = (id: string) => `${REVIEWS_LIST}/${encodeURIComponent(id)}`;
export const ANTIFRAUD_LISTS = '/antifraud/lists';
export const antifraudListHref = (id: string) => `${ANTIFRAUD_LISTS}/${encodeURIComponent(id)}`;
export const ANTIFRAUD_RULES = '/antifraud/rules';
export const NEW_ANTIFRAUD_RULE = '/antifraud/rules/new';
export const antifraudRuleHref = (id: string) => `${ANTIFRAUD_RULES}/${encodeURIComponent(id)}`;
/** The payments a rule's condition matches, as the transactions list's filter; made from `fromDay` on (`yyyy-MM-dd`). */
export const paymentsMatchingRuleHref = (source: string, fromDay?: string | null) =>
  `${TRANSACTIONS_LIST}?${new URLSearchParams({ rule: source, ...(fromDay && { 'created.from': fromDay }) }).toString()}`;

/** The provider's staff pages (docs/api/staff.md): any user's account, and the internal audit. */
export const STAFF_USERS_PATH = '/staff/users';
export const staffUserHref = (id: string) => `${STAFF_USERS_PATH}/${encodeURIComponent(id)}`;
export const STAFF_AUDIT_PATH = '/staff/audit';
