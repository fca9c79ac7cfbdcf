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

export const hrefs = {
  project: (projectId: string) => `/projects/${encodeURIComponent(projectId)}`,
  resetToken: (token: string) => `/reset/${encodeURIComponent(token)}`,
  /** Sign in, then come back to `path` (home and the sign-in pages need no redirect). */
  loginWithRedirect: (path: string) =>
    path === '/' || path.startsWith('/login') ? '/login' : `/login?redirect=${encodeURIComponent(path)}`,
};
