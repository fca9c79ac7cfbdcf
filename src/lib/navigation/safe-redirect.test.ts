import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/transactions?page=2', '/transactions?page=2'],
    ['/settings#security', '/settings#security'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each(['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'transactions', '', null, '/login', '/login/2fa', '/logout'])(
    'refuses %s',
    (input) => {
      expect(safeRedirect(input as string)).toBe('/');
    },
  );
});
