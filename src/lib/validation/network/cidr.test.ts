// @vitest-environment node
import { cidrContains, parseCidr, sameRange } from '.';

describe('parseCidr', () => {
  it.each([
    ['192.0.2.0/24', '192.0.2.0/24'],
    ['10.0.0.0/8', '10.0.0.0/8'],
    ['0.0.0.0/0', '0.0.0.0/0'],
    ['255.255.255.255/32', '255.255.255.255/32'],
    ['203.0.113.7', '203.0.113.7/32'],
    ['0.0.0.0', '0.0.0.0/32'],
    ['  198.51.100.0/24\n', '198.51.100.0/24'],
    ['\t100.64.0.1 ', '100.64.0.1/32'],
  ])('reads IPv4 %j as %s', (input, canonical) => {
    expect(parseCidr(input)).toEqual({ ok: true, canonical, version: 4 });
  });

  it.each([
    ['192.0.2.7/24', '192.0.2.0/24'],
    ['10.1.2.3/8', '10.0.0.0/8'],
    ['203.0.113.255/31', '203.0.113.254/31'],
    ['172.16.99.1/12', '172.16.0.0/12'],
    ['255.255.255.255/0', '0.0.0.0/0'],
    ['192.0.2.129/25', '192.0.2.128/25'],
    ['192.0.2.255/1', '128.0.0.0/1'],
  ])('clears the host bits of IPv4 %s to %s', (input, canonical) => {
    expect(parseCidr(input)).toEqual({ ok: true, canonical, version: 4 });
  });

  it.each([
    ['2001:db8::/32', '2001:db8::/32'],
    ['2001:DB8::/32', '2001:db8::/32'],
    ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8::1/128'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1/128'],
    ['2001:db8:0:1:1:1:1:1', '2001:db8:0:1:1:1:1:1/128'],
    ['2001:0:0:1:0:0:0:1', '2001:0:0:1::1/128'],
    ['2001:db8::0:1', '2001:db8::1/128'],
    ['::', '::/128'],
    ['::/0', '::/0'],
    ['::1', '::1/128'],
    ['1::', '1::/128'],
    ['fe80::/10', 'fe80::/10'],
    ['FFFF:FFFF:FFFF:FFFF:FFFF:FFFF:FFFF:FFFF', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff/128'],
    ['1:2:3:4:5:6:7::', '1:2:3:4:5:6:7:0/128'],
    ['::2:3:4:5:6:7:8', '0:2:3:4:5:6:7:8/128'],
    ['::ffff:192.0.2.1', '::ffff:192.0.2.1/128'],
    ['::FFFF:c000:0201', '::ffff:192.0.2.1/128'],
    ['::ffff:0:0/96', '::ffff:0.0.0.0/96'],
    ['64:ff9b::192.0.2.33', '64:ff9b::c000:221/128'],
    ['1:2:3:4:5:6:1.2.3.4', '1:2:3:4:5:6:102:304/128'],
    ['::1.2.3.4', '::102:304/128'],
    [' 2001:db8::/48 ', '2001:db8::/48'],
  ])('reads IPv6 %j as %s', (input, canonical) => {
    expect(parseCidr(input)).toEqual({ ok: true, canonical, version: 6 });
  });

  it.each([
    ['2001:db8::1/32', '2001:db8::/32'],
    ['2001:db8:abcd:12ff::1/56', '2001:db8:abcd:1200::/56'],
    ['2001:db8::1/127', '2001:db8::/127'],
    ['ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff/0', '::/0'],
    ['2001:db8:ffff::/33', '2001:db8:8000::/33'],
    ['::ffff:192.0.2.77/120', '::ffff:192.0.2.0/120'],
  ])('clears the host bits of IPv6 %s to %s', (input, canonical) => {
    expect(parseCidr(input)).toEqual({ ok: true, canonical, version: 6 });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['192.0.2', 'three parts'],
    ['192.0.2.1.5', 'five parts'],
    ['192.0.2.256', 'a part above 255'],
    ['192.0.2.01', 'a leading zero'],
    ['010.0.0.1', 'an octal-looking part'],
    ['192.0.2.-1', 'a negative part'],
    ['192.0.2.+1', 'a plus sign'],
    ['192.0.2.1a', 'a letter'],
    ['192.0..1', 'an empty part'],
    ['.192.0.2.1', 'a leading dot'],
    ['192.0.2.0/33', 'prefix above 32'],
    ['192.0.2.0/', 'an empty prefix'],
    ['192.0.2.0/024', 'a prefix with a leading zero'],
    ['192.0.2.0/-1', 'a negative prefix'],
    ['192.0.2.0/2 4', 'a space in the prefix'],
    ['192.0.2.0 /24', 'a space before the slash'],
    ['192.0.2.0/24/8', 'two prefixes'],
    ['/24', 'no address'],
    ['192.0.2.0/0x18', 'a hex prefix'],
    ['3232235521', 'an address as one number'],
    ['0x7f.0.0.1', 'a hex part'],
    ['１９２.0.2.1', 'full-width digits'],
    ['2001:db8::/129', 'prefix above 128'],
    ['2001:db8:::1', 'three colons'],
    ['2001::db8::1', 'two ::'],
    ['1:2:3:4:5:6:7', 'seven words without ::'],
    ['1:2:3:4:5:6:7:8:9', 'nine words'],
    ['1:2:3:4::5:6:7:8', ':: standing for no word'],
    [':1:2:3:4:5:6:7', 'a leading single colon'],
    ['1:2:3:4:5:6:7:', 'a trailing single colon'],
    ['2001:db8::12345', 'a word of five digits'],
    ['2001:db8::g', 'a non-hex letter'],
    ['fe80::1%eth0', 'a zone id'],
    ['fe80::1%25eth0/64', 'an encoded zone id'],
    ['[2001:db8::1]', 'brackets'],
    ['::ffff:192.0.2.256', 'an IPv4 tail above 255'],
    ['::ffff:192.0.2', 'a short IPv4 tail'],
    ['::192.0.2.1:0', 'an IPv4 tail not at the end'],
    ['1.2.3.4::', 'an IPv4 head before ::'],
    ['1:2:3:4:5:6:7:1.2.3.4', 'an IPv4 tail making nine words'],
    ['localhost', 'a host name'],
    ['*', 'a wildcard'],
  ])('refuses %j (%s)', (input) => {
    expect(parseCidr(input)).toEqual({ ok: false });
  });

  it('refuses what is not text', () => {
    expect(parseCidr(undefined as unknown as string)).toEqual({ ok: false });
    expect(parseCidr(3232235521 as unknown as string)).toEqual({ ok: false });
  });
});

describe('cidrContains', () => {
  it.each([
    ['192.0.2.0/24', '192.0.2.0'],
    ['192.0.2.0/24', '192.0.2.255'],
    ['192.0.2.7/24', '192.0.2.100'],
    ['10.0.0.0/8', '10.255.255.255'],
    ['0.0.0.0/0', '255.255.255.255'],
    ['0.0.0.0/0', '0.0.0.0'],
    ['203.0.113.7', '203.0.113.7'],
    ['203.0.113.7/32', ' 203.0.113.7 '],
    ['128.0.0.0/1', '200.1.1.1'],
    ['2001:db8::/32', '2001:db8:ffff::1'],
    ['2001:db8::/32', '2001:DB8:0:0:0:0:0:1'],
    ['::/0', '::'],
    ['::/0', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
    ['2001:db8::1/128', '2001:db8:0::1'],
    ['fe80::/10', 'febf::1'],
  ])('finds %s holding %s', (range, ip) => {
    expect(cidrContains(range, ip)).toBe(true);
  });

  it.each([
    ['192.0.2.0/24', '192.0.3.0'],
    ['192.0.2.0/24', '192.0.1.255'],
    ['10.0.0.0/8', '11.0.0.0'],
    ['203.0.113.7/32', '203.0.113.8'],
    ['128.0.0.0/1', '127.255.255.255'],
    ['2001:db8::/32', '2001:db9::'],
    ['2001:db8::1/128', '2001:db8::2'],
    ['fe80::/10', 'fec0::1'],
  ])('finds %s not holding %s', (range, ip) => {
    expect(cidrContains(range, ip)).toBe(false);
  });

  it('never finds an IPv4 address in an IPv6 range outside ::ffff:0:0/96, not even ::/0', () => {
    expect(cidrContains('::/0', '192.0.2.1')).toBe(false);
    expect(cidrContains('2001:db8::/32', '192.0.2.1')).toBe(false);
    expect(cidrContains('::/95', '192.0.2.1')).toBe(false);
    expect(cidrContains('::c000:0/120', '192.0.2.1')).toBe(false);
  });

  it('matches IPv4 clients and their IPv4-mapped form across versions', () => {
    expect(cidrContains('::ffff:0:0/96', '192.0.2.1')).toBe(true);
    expect(cidrContains('::ffff:192.0.2.0/120', '192.0.2.200')).toBe(true);
    expect(cidrContains('::ffff:192.0.2.0/120', '192.0.3.1')).toBe(false);
    expect(cidrContains('::ffff:192.0.2.1', '192.0.2.1')).toBe(true);
    expect(cidrContains('192.0.2.0/24', '::ffff:192.0.2.9')).toBe(true);
    expect(cidrContains('192.0.2.0/24', '::ffff:c000:209')).toBe(true);
    expect(cidrContains('0.0.0.0/0', '::ffff:0:1')).toBe(true);
    expect(cidrContains('192.0.2.0/24', '::ffff:192.0.3.9')).toBe(false);
    expect(cidrContains('0.0.0.0/0', '::1')).toBe(false);
    expect(cidrContains('0.0.0.0/0', '::192.0.2.9')).toBe(false);
    expect(cidrContains('0.0.0.0/0', '2001:db8::1')).toBe(false);
  });

  it('is false for anything that does not parse, and for a range in place of an address', () => {
    expect(cidrContains('192.0.2.0/33', '192.0.2.1')).toBe(false);
    expect(cidrContains('not a range', '192.0.2.1')).toBe(false);
    expect(cidrContains('192.0.2.0/24', '192.0.2.256')).toBe(false);
    expect(cidrContains('192.0.2.0/24', '')).toBe(false);
    expect(cidrContains('192.0.2.0/24', '192.0.2.1/32')).toBe(false);
    expect(cidrContains('fe80::/10', 'fe80::1%eth0')).toBe(false);
  });
});

describe('sameRange', () => {
  it.each([
    ['192.0.2.0/24', '192.0.2.0/24'],
    ['192.0.2.0/24', '192.0.2.99/24'],
    ['203.0.113.7', '203.0.113.7/32'],
    [' 10.0.0.0/8', '10.20.30.40/8 '],
    ['0.0.0.0/0', '1.2.3.4/0'],
    ['2001:db8::/32', '2001:0DB8:0000::/32'],
    ['2001:db8::1', '2001:db8:0:0:0:0:0:1/128'],
    ['::ffff:192.0.2.1', '::ffff:c000:201'],
    ['::/0', 'ffff::/0'],
  ])('holds %s and %s for the same range', (a, b) => {
    expect(sameRange(a, b)).toBe(true);
  });

  it.each([
    ['192.0.2.0/24', '192.0.2.0/25'],
    ['192.0.2.0/24', '192.0.3.0/24'],
    ['192.0.2.0/24', '::ffff:192.0.2.0/120'],
    ['0.0.0.0/0', '::/0'],
    ['2001:db8::/32', '2001:db8::/33'],
    ['192.0.2.0/33', '192.0.2.0/33'],
    ['', ''],
  ])('holds %s and %s for different ranges (or not ranges)', (a, b) => {
    expect(sameRange(a, b)).toBe(false);
  });
});
