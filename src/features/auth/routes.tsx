import type { RouteObject } from 'react-router';

const page =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  async () => ({
    Component: (await load())[name],
  });

/** Auth routes: none needs a signed-in user. Rendered inside the auth layout. */
export const authRoutes: RouteObject[] = [
  { path: '/login', id: 'login', handle: { titleKey: 'auth:login.title' }, lazy: page(() => import('./pages/login-page'), 'LoginPage') },
  { path: '/login/2fa', handle: { titleKey: 'auth:twoFa.title' }, lazy: page(() => import('./pages/two-fa-page'), 'TwoFaPage') },
  { path: '/login/identity', handle: { titleKey: 'auth:identity.title' }, lazy: page(() => import('./pages/identity-page'), 'IdentityPage') },
  {
    path: '/login/password-change-required',
    handle: { titleKey: 'auth:passwordChange.title' },
    lazy: page(() => import('./pages/password-change-page'), 'PasswordChangePage'),
  },
  {
    path: '/login/2fa-setup',
    handle: { titleKey: 'auth:setup2fa.forcedTitle' },
    lazy: page(() => import('./pages/two-fa-setup-page'), 'ForcedTwoFaSetupPage'),
  },
  { path: '/confirm/:token', handle: { titleKey: 'auth:confirm.title' }, lazy: page(() => import('./pages/confirm-page'), 'ConfirmPage') },
  { path: '/set-2fa/:token', handle: { titleKey: 'auth:setup2fa.title' }, lazy: page(() => import('./pages/two-fa-setup-page'), 'SetTwoFaPage') },
  { path: '/reset', handle: { titleKey: 'auth:reset.title' }, lazy: page(() => import('./pages/reset-page'), 'ResetPage') },
  { path: '/reset/:token', handle: { titleKey: 'auth:resetToken.title' }, lazy: page(() => import('./pages/reset-token-page'), 'ResetTokenPage') },
  { path: '/reset2fa', handle: { titleKey: 'auth:reset2fa.title' }, lazy: page(() => import('./pages/notice-pages'), 'ResetTwoFaPage') },
  { path: '/session-expired', handle: { titleKey: 'auth:sessionExpired.title' }, lazy: page(() => import('./pages/notice-pages'), 'SessionExpiredPage') },
  { path: '/token-expired', handle: { titleKey: 'auth:tokenExpired.title' }, lazy: page(() => import('./pages/notice-pages'), 'TokenExpiredPage') },
  { path: '/sign-up', handle: { titleKey: 'auth:signUp.title' }, lazy: page(() => import('./pages/sign-up-page'), 'SignUpPage') },
  { path: '/account-blocked', handle: { titleKey: 'auth:blocked.title' }, lazy: page(() => import('./pages/notice-pages'), 'AccountBlockedPage') },
  { path: '/account-suspended', handle: { titleKey: 'auth:suspended.title' }, lazy: page(() => import('./pages/notice-pages'), 'AccountSuspendedPage') },
  {
    path: '/password-reset-required',
    handle: { titleKey: 'notMe:resetRequired.title' },
    lazy: page(() => import('./pages/reset-required-page'), 'PasswordResetRequiredPage'),
  },
  // The "This wasn't me" link of a new-device sign-in notice: opening it changes nothing, its button does.
  { path: '/this-wasnt-me/:token', handle: { titleKey: 'notMe:title' }, lazy: page(() => import('./pages/not-me-page'), 'NotMePage') },
];

export const logoutRoute: RouteObject = {
  path: '/logout',
  handle: { titleKey: 'auth:logout.title' },
  lazy: page(() => import('./pages/logout-page'), 'LogoutPage'),
};
