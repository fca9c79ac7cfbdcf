import { canonicalRanges, checkRangeLines, rangeLineErrors } from './range-lines';

const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key);

describe('allow-list lines', () => {
  it('gives each line its canonical range, or says why it is refused, as the server does', () => {
    expect(checkRangeLines(['10.0.0.1/8', ' ', '=1+1', '10.1.2.3/8', '2001:DB8::1', '192.0.2.7'])).toEqual([
      { kind: 'valid', canonical: '10.0.0.0/8', version: 4 },
      { kind: 'blank' },
      { kind: 'invalid' },
      // The same range once canonical: refused on the later line, which names the first.
      { kind: 'duplicate', canonical: '10.0.0.0/8', sameAs: 0 },
      { kind: 'valid', canonical: '2001:db8::1/128', version: 6 },
      { kind: 'valid', canonical: '192.0.2.7/32', version: 4 },
    ]);
  });

  it('sends the valid lines only, canonical, in their order', () => {
    expect(canonicalRanges(['192.0.2.7/24', '', 'nope', '192.0.2.0/24', '::1'])).toEqual(['192.0.2.0/24', '::1/128']);
  });

  it("puts the client's errors at the form's line paths (blank lines pass)", () => {
    expect(rangeLineErrors('ranges', ['10.0.0.0/8', '', '300.1.1.1', '10.9.9.9/8'], t)).toEqual({
      'ranges.2': 'common:ipRanges.invalid',
      'ranges.3': 'common:ipRanges.duplicateOf {"line":1}',
    });
  });
});
