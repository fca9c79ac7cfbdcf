import { payLinkUrl } from './pay-url';

describe('payLinkUrl', () => {
  it('is the pay origin + /pay/ + the encoded id; the page origin when none is configured (sandbox)', () => {
    expect(payLinkUrl('pl_3f9a', 'https://pay.example')).toBe('https://pay.example/pay/pl_3f9a');
    expect(payLinkUrl('pl_3f9a')).toBe(`${window.location.origin}/pay/pl_3f9a`);
  });

  it('keeps any id inside /pay/ on the pay origin', () => {
    for (const id of ['../admin', '//evil.example/x', 'a?b#c', '%2e%2e', 'x/..', '..%2F', 'ü ё']) {
      const url = new URL(payLinkUrl(id, 'https://pay.example'));
      expect(url.origin).toBe('https://pay.example');
      expect(url.pathname.split('/')).toEqual(['', 'pay', encodeURIComponent(id)]);
      expect(url.search + url.hash).toBe('');
    }
  });

  it('refuses an id that is no path segment', () => {
    for (const id of ['', '.', '..']) expect(() => payLinkUrl(id, 'https://pay.example')).toThrow(RangeError);
  });
});
