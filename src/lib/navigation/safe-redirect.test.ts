import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/transactions?page=2', '/transactions?page=2'],
    ['/settings#security', '/settings#security'],
    ['/a/../transactions', '/transactions'],
    ['/./settings', '/settings'],
    ['/transactions/a%2Fb', '/transactions/a%2Fb'],
    ['/reports?q=a%5Cb', '/reports?q=a%5Cb'],
    ['/login-help', '/login-help'],
    ['/projects/logout', '/projects/logout'],
  ])('keeps the same-origin path %s as %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    // other hosts
    'https://evil.example/x',
    '//evil.example',
    '/\\evil.example',
    '/\\\\evil.example',
    '/.//evil.com',
    '/..//evil.com',
    '/%2e//evil.com',
    '/%2E%2E//evil.com',
    '/.\\/evil.com',
    '/%2F%2Fevil.com',
    '/%2f/evil.com',
    '/%252F%252Fevil.com',
    '/%5Cevil.com',
    '/%5C%5Cevil.com',
    // tab and newline tricks: the URL parser drops them
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r\n/evil.com',
    '/%09/evil.com',
    '/%0a/evil.com',
    '/x\u0000y',
    // not a path
    'javascript:alert(1)',
    'transactions',
    ' /settings',
    '',
    null,
    undefined,
    '/%zz',
    // sign-in and sign-out pages, however spelled
    '/login',
    '/login/2fa',
    '/LOGIN/2fa',
    '/Login',
    '/login/',
    '/login?redirect=%2Fsettings',
    '/logout',
    '/Logout',
    '/LOGOUT',
    '/logout/',
    '/logout//',
    '//logout',
    '/%6cogout',
    '/%4Cogout',
    '/%2flogout',
    '/log%6Fut',
    '/x/../logout',
    '/%2e%2e/logout',
    '/logout?x=1',
    '/logout#top',
  ])('refuses %j', (input) => {
    expect(safeRedirect(input as string)).toBe('/');
  });

  it('falls back to the given value', () => {
    expect(safeRedirect('//evil.example', '')).toBe('');
  });
});
