// @vitest-environment node
import { listKinds, MAX_BULK_LINES, parseBulkList, parseListItem, type ListKind } from '.';
import listMessages from './list-messages.en.json';

describe('parseListItem', () => {
  const good: [ListKind, string, string][] = [
    ['card-fingerprint', ' fp_Abc-123_xyz ', 'fp_Abc-123_xyz'],
    ['bin', '424242', '424242'],
    ['bin', '42424242', '42424242'],
    ['card-country', 'us', 'US'],
    ['card-country', 'XK', 'XK'],
    ['ip-country', 'De', 'DE'],
    ['email', 'Jane.Doe+tag@Example.COM', 'jane.doe+tag@example.com'],
    ['email-domain', 'Example.COM', 'example.com'],
    ['email-domain', '@mail.example.co.uk', 'mail.example.co.uk'],
    ['ip', '203.0.113.7', '203.0.113.7'],
    ['ip', '2001:0DB8:0000:0000:0000:0000:0000:0001', '2001:db8::1'],
    ['ip', '::ffff:192.0.2.1', '::ffff:192.0.2.1'],
    ['ip-range', '10.1.2.3/8', '10.0.0.0/8'],
    ['ip-range', '2001:DB8::/32', '2001:db8::/32'],
    ['customer', 'cus_123', 'cus_123'],
  ];
  it.each(good)('reads a %s %j as %j', (kind, text, value) => {
    expect(parseListItem(kind, text)).toEqual({ ok: true, value });
  });

  const bad: [ListKind, string, string][] = [
    ['card-fingerprint', 'short', 'card-fingerprint'],
    ['card-fingerprint', 'has space in it', 'card-fingerprint'],
    ['bin', '42424', 'bin'],
    ['bin', '424242424', 'bin'],
    ['bin', '4242a2', 'bin'],
    ['card-country', 'ZZ', 'country'],
    ['card-country', 'USA', 'country'],
    ['ip-country', 'U1', 'country'],
    ['email', 'no-at-sign', 'email'],
    ['email', 'a@b', 'email'],
    ['email', 'two@@example.com', 'email'],
    ['email', 'a b@example.com', 'email'],
    ['email-domain', 'localhost', 'email-domain'],
    ['email-domain', 'exa_mple.com', 'email-domain'],
    ['email-domain', '-bad.com', 'email-domain'],
    ['ip', '256.1.1.1', 'ip'],
    ['ip', '10.0.0.0/8', 'ip'],
    ['ip', '010.0.0.1', 'ip'],
    ['ip-range', '10.0.0.1', 'ip-range'],
    ['ip-range', '10.0.0.0/33', 'ip-range'],
    ['ip-range', '2001:db8::/129', 'ip-range'],
    ['customer', 'ab', 'customer'],
    ['customer', 'cus-123', 'customer'],
    ['email', '   ', 'empty'],
    ['email', 'a\u202E@b.co', 'bidi'],
    ['customer', `cus_${'x'.repeat(300)}`, 'too-long'],
    ['customer', 'x'.repeat(100_000), 'too-long'],
  ];
  it.each(bad)('refuses a %s %j with %s', (kind, text, code) => {
    expect(parseListItem(kind, text)).toEqual({ ok: false, code });
  });

  it('checks every kind', () => {
    for (const kind of listKinds) expect(parseListItem(kind, '').ok, kind).toBe(false);
  });
});

describe('parseBulkList', () => {
  it('reads one item per line, trimmed and normalised, blank lines ignored, reporting bad lines', () => {
    const pasted = [
      'Fraud@Example.com',
      '',
      '  second@example.com  ',
      'not an email',
      '\t',
      'FRAUD@example.COM',
      'fraud@example.com',
      'third@example.com\r',
    ].join('\n');
    expect(parseBulkList('email', pasted)).toEqual({
      items: [
        { line: 1, value: 'fraud@example.com' },
        { line: 3, value: 'second@example.com' },
        { line: 8, value: 'third@example.com' },
      ],
      bad: [
        { line: 4, text: 'not an email', code: 'email' },
        // Reported once: line 7 repeats it again.
        { line: 6, text: 'FRAUD@example.COM', code: 'duplicate' },
      ],
    });
  });

  it('takes \\r\\n and \\r line ends, and finds duplicates in canonical form', () => {
    expect(parseBulkList('ip-range', '10.1.0.0/8\r\n10.0.0.0/8\r192.0.2.0/24')).toEqual({
      items: [
        { line: 1, value: '10.0.0.0/8' },
        { line: 3, value: '192.0.2.0/24' },
      ],
      bad: [{ line: 2, text: '10.0.0.0/8', code: 'duplicate' }],
    });
    expect(parseBulkList('card-country', 'us\nDE\nUS\nzz').bad).toEqual([
      { line: 3, text: 'US', code: 'duplicate' },
      { line: 4, text: 'zz', code: 'country' },
    ]);
  });

  it('refuses bidi marks line by line', () => {
    expect(parseBulkList('customer', 'cus_1\ncus_\u202E2\ncus_3')).toEqual({
      items: [
        { line: 1, value: 'cus_1' },
        { line: 3, value: 'cus_3' },
      ],
      bad: [{ line: 2, text: 'cus_\u202E2', code: 'bidi' }],
    });
  });

  it('shortens what it shows of a long bad line', () => {
    const [bad] = parseBulkList('bin', 'x'.repeat(5000)).bad;
    expect(bad.code).toBe('too-long');
    expect(bad.text.length).toBeLessThanOrEqual(201);
  });

  it('takes 10,000 lines and refuses 10,001', () => {
    const lines = Array.from({ length: MAX_BULK_LINES }, (_, index) => `cus_${index}`);
    const taken = parseBulkList('customer', `${lines.join('\n')}\n\n`);
    expect(taken.items).toHaveLength(MAX_BULK_LINES);
    expect(taken.bad).toEqual([]);
    expect(parseBulkList('customer', [...lines, 'cus_one_more'].join('\n'))).toEqual({
      items: [],
      bad: [{ line: MAX_BULK_LINES + 1, text: 'cus_one_more', code: 'too-many' }],
    });
  });

  it('has an English message for every code', () => {
    for (const code of [
      'empty',
      'bidi',
      'too-long',
      'card-fingerprint',
      'bin',
      'country',
      'email',
      'email-domain',
      'ip',
      'ip-range',
      'customer',
      'duplicate',
      'too-many',
    ]) {
      expect(listMessages, code).toHaveProperty([code]);
    }
  });
});
