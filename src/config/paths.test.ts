import { hrefs } from './paths';

describe('hrefs.loginWithRedirect', () => {
  it.each([
    ['/transactions?page=2', '/login?redirect=%2Ftransactions%3Fpage%3D2'],
    ['/settings#security', '/login?redirect=%2Fsettings%23security'],
    ['/', '/login'],
    ['/logout', '/login'],
    ['/login', '/login'],
    ['/login/2fa', '/login'],
    // Already on sign-in with a redirect: keep it, never nest it.
    ['/login?redirect=%2Ftransactions%3Fpage%3D2', '/login?redirect=%2Ftransactions%3Fpage%3D2'],
    ['/login?lang=fr&redirect=%2Fsettings', '/login?redirect=%2Fsettings'],
    ['/LOGIN?redirect=%2Fsettings', '/login?redirect=%2Fsettings'],
    ['/login?redirect=%2Flogin%3Fredirect%3D%252Fx', '/login'],
    ['/login?redirect=%2F', '/login'],
    ['/login-help', '/login?redirect=%2Flogin-help'],
  ])('%s → %s', (path, expected) => {
    expect(hrefs.loginWithRedirect(path)).toBe(expected);
  });
});
