import { locksOut } from './lockout';

describe('lock-out check', () => {
  it('an empty list lets every address in', () => {
    expect(locksOut([], '127.0.0.1')).toBe(false);
    expect(locksOut([], null)).toBe(false);
  });

  it("a list without the session's address shuts it out; one holding it does not", () => {
    expect(locksOut(['10.0.0.0/8', '2001:db8::/32'], '127.0.0.1')).toBe(true);
    expect(locksOut(['10.0.0.0/8', '127.0.0.0/8'], '127.0.0.1')).toBe(false);
    expect(locksOut(['2001:db8::/32'], '2001:db8::42')).toBe(false);
  });

  it('an unknown address is treated as shut out, so the user is asked', () => {
    expect(locksOut(['10.0.0.0/8'], null)).toBe(true);
  });
});
