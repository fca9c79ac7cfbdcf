import { rewriteLegacyHashLink } from './legacy-links';

describe('old hash-style reset links', () => {
  it.each([
    ['#/reset/abc123', '/reset/abc123'],
    ['#reset/abc123', '/reset/abc123'],
    ['#/reset?token=abc123', '/reset/abc123'],
  ])('rewrites %s to %s', (hash, expected) => {
    const replace = vi.fn();
    rewriteLegacyHashLink({ hash }, replace);
    expect(replace).toHaveBeenCalledWith(expected);
  });

  it('leaves other hashes alone', () => {
    const replace = vi.fn();
    rewriteLegacyHashLink({ hash: '#section' }, replace);
    expect(replace).not.toHaveBeenCalled();
  });
});
