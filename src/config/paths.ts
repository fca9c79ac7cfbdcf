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
