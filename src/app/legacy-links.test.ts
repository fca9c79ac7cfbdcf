import { legacyResetPath, rewriteLegacyHashLink } from './legacy-links';

describe('old hash-style reset links', () => {
  it.each([
    ['#/reset/abc123', '/reset/abc123'],
    ['#reset/abc123', '/reset/abc123'],
    ['#/reset?token=abc123', '/reset/abc123'],
    ['#/reset/a%2Bb', '/reset/a%2Bb'],
    // A malformed escape does not throw: the token goes on as typed.
    ['#/reset/%zz', '/reset/%25zz'],
    ['#/reset?token=%E0%A4%A', '/reset/%25E0%25A4%25A'],
  ])('rewrites %s to %s', (hash, expected) => {
    const replace = vi.fn();
    expect(() => rewriteLegacyHashLink({ hash }, replace)).not.toThrow();
    expect(replace).toHaveBeenCalledWith(expected);
  });

  it('leaves other hashes alone', () => {
    const replace = vi.fn();
    rewriteLegacyHashLink({ hash: '#section' }, replace);
    expect(replace).not.toHaveBeenCalled();
    expect(legacyResetPath('#section')).toBeNull();
  });
});
