// @vitest-environment node
import { listLookup, listMembership, type ListLookup } from '.';
import { baseFacts, compiled, facts, lookup, matches, noCard } from './test-helpers';

describe('evaluate: money', () => {
  it('compares :amount: in the payment currency, exactly in its exponent', () => {
    // KWD has 3 decimals: 1.500 is 1500 fils.
    const kwd = (amount: number) => facts({ amount, currency: 'KWD' });
    expect(matches(':amount: > KWD 1.500', kwd(1501))).toBe(true);
    expect(matches(':amount: > KWD 1.500', kwd(1500))).toBe(false);
    expect(matches(':amount: >= KWD 1.5', kwd(1500))).toBe(true);
    expect(matches(':amount: = KWD 1.501', kwd(1501))).toBe(true);
    // JPY has none: 10000 is 10000 yen.
    expect(matches(':amount: >= JPY 10000', facts({ amount: 10_000, currency: 'JPY' }))).toBe(true);
    expect(matches(':amount: > JPY 10000', facts({ amount: 10_000, currency: 'JPY' }))).toBe(false);
    // EUR has 2: 500.00 is 50000 cents; 500.01 is one cent more.
    expect(matches(':amount: > EUR 500.00', facts({ amount: 50_001 }))).toBe(true);
    expect(matches(':amount: > EUR 500', facts({ amount: 50_000 }))).toBe(false);
    expect(matches(':amount: <= EUR 500.01', facts({ amount: 50_001 }))).toBe(true);
    expect(matches(':amount: < EUR 0.3', facts({ amount: 29 }))).toBe(true);
    expect(matches(':amount: != EUR 0.10', facts({ amount: 10 }))).toBe(false);
    // 0.1 + 0.2 is not 0.3 in floats; in cents it is.
    expect(matches(':amount: = EUR 0.30', facts({ amount: 30 }))).toBe(true);
  });

  it('never matches an amount in another currency, whatever the operator', () => {
    const yen = facts({ amount: 999_999, currency: 'JPY' });
    for (const source of [
      ':amount: > EUR 1',
      ':amount: < EUR 1',
      ':amount: != EUR 1',
      ':amount: = EUR 9999.99',
      'not :amount: > EUR 1',
      ':amount: not in (EUR 1)',
    ]) {
      expect(matches(source, yen), source).toBe(false);
    }
    expect(matches(':amount: in (EUR 1, JPY 999999)', yen)).toBe(true);
    expect(matches(':amount: not in (EUR 1, JPY 5)', yen)).toBe(true);
  });

  it('compares :amount_in_eur: in EUR cents whatever the payment currency', () => {
    const yen = facts({ amount: 100_000, currency: 'JPY', amountInEur: 61_234 });
    expect(matches(':amount_in_eur: > 612.33', yen)).toBe(true);
    expect(matches(':amount_in_eur: > 612.34', yen)).toBe(false);
    expect(matches(':amount_in_eur: >= 612.34', yen)).toBe(true);
    expect(matches(':amount_in_eur: = 612.3', facts({ amountInEur: 61_230 }))).toBe(true);
    expect(matches(':amount_in_eur: < 1000', yen)).toBe(true);
  });
});

describe('evaluate: numbers and text', () => {
  it('compares numbers with each operator', () => {
    const cases: [string, boolean][] = [
      [':risk_score: = 40', true],
      [':risk_score: != 40', false],
      [':risk_score: < 41', true],
      [':risk_score: <= 40', true],
      [':risk_score: > 40', false],
      [':risk_score: >= 40', true],
      [':risk_score: in (10, 40)', true],
      [':risk_score: not in (10, 40)', false],
      [':payments_per_card_1h: = 1', true],
      [':payments_per_card_24h: = 3', true],
      [':payments_per_email_24h: = 2', true],
      [':payments_per_ip_1h: > 0', true],
      [':declines_per_card_24h: >= 1', false],
    ];
    for (const [source, expected] of cases) expect(matches(source), source).toBe(expected);
  });

  it('compares e-mails and domains case-insensitively, everything else exactly', () => {
    expect(matches(":email: = 'JANE.DOE@example.COM'")).toBe(true);
    expect(matches(":email_domain: = 'example.com'")).toBe(true);
    expect(matches(":email_domain: in ('EXAMPLE.COM')")).toBe(true);
    expect(matches(":card_brand: = 'Visa'")).toBe(false);
    expect(matches(":card_brand: = 'visa'")).toBe(true);
    expect(matches(":card_country: = 'DE'", facts({ cardCountry: 'de' }))).toBe(false);
    expect(matches(":risk_level: = 'normal'")).toBe(true);
    expect(matches(":risk_level: in ('elevated', 'highest')", facts({ riskLevel: 'highest' }))).toBe(true);
    expect(matches(":currency: = 'EUR'")).toBe(true);
    expect(matches(":payment_method: != 'card'")).toBe(false);
    expect(matches(":card_bin: = '424242'")).toBe(true);
    expect(matches(":card_fingerprint: = 'fp_abc123xyz'")).toBe(false);
    expect(matches(":customer_id: = 'cus_123'")).toBe(true);
    expect(matches(":ip_country: = 'DE'")).toBe(true);
    expect(matches(":card_brand: = 'it\\'s'", facts({ cardBrand: "it's" }))).toBe(true);
  });

  it('compares IP addresses in canonical form', () => {
    expect(matches(":ip_address: = '2001:DB8:0::0:1'", facts({ ipAddress: '2001:db8::1' }))).toBe(true);
    expect(matches(":ip_address: = '2001:db8::1'", facts({ ipAddress: '2001:0DB8::0001' }))).toBe(true);
    expect(matches(":ip_address: = '203.0.113.7'")).toBe(true);
    expect(matches(":ip_address: != '203.0.113.8'")).toBe(true);
  });

  it('follows precedence: not, then and, then or', () => {
    // false and false or true: (false and false) or true.
    expect(matches(':risk_score: > 90 and :risk_score: > 95 or :risk_score: = 40')).toBe(true);
    // true or true and false: true or (true and false).
    expect(matches(':risk_score: = 40 or :risk_score: = 40 and :risk_score: > 90')).toBe(true);
    expect(matches('(:risk_score: = 40 or :risk_score: = 40) and :risk_score: > 90')).toBe(false);
    // not binds tighter than and.
    expect(matches('not :risk_score: > 90 and :risk_score: = 40')).toBe(true);
    expect(matches('not (:risk_score: < 90 and :risk_score: = 40)')).toBe(false);
    expect(matches('not not :risk_score: = 40')).toBe(true);
  });
});

describe('evaluate: missing values never match', () => {
  it.each([
    ":card_country: != 'US'",
    ":card_country: = 'DE'",
    ":card_country: not in ('US', 'CA')",
    ':card_country: not in @blocked_card_countries',
    ":card_brand: != 'amex'",
    ":card_bin: != '411111'",
    ":ip_address: != '198.51.100.1'",
    ':ip_address: not in @blocked_ip_ranges',
    ":ip_country: not in ('KP')",
    ":customer_id: != 'cus_x'",
    ':customer_id: not in @allowed_customers',
    ':card_fingerprint: not in @blocked_cards',
    // `not` does not turn an unknown comparison into a match.
    "not :card_country: = 'US'",
    "not (:card_country: in ('US') or :card_brand: = 'visa')",
    // Unknown and true is unknown: no match.
    ":card_country: != 'US' and :risk_score: = 40",
  ])('a payment without a card or IP does not match %s', (source) => {
    expect(matches(source, noCard)).toBe(false);
  });

  it('lets a known comparison decide an or, and a false one an and', () => {
    expect(matches(":card_country: != 'US' or :risk_score: = 40", noCard)).toBe(true);
    expect(matches("not (:card_country: = 'US' and :risk_score: > 90)", noCard)).toBe(true);
  });

  it('traces the missing value as null and the comparison as not holding', () => {
    const evaluation = compiled(":card_country: != 'US' or :risk_score: = 40").evaluate(noCard, lookup);
    expect(evaluation.trace).toEqual([
      { from: 0, to: 22, text: ":card_country: != 'US'", value: null, holds: false },
      { from: 26, to: 43, text: ':risk_score: = 40', value: 40, holds: true },
    ]);
    expect(evaluation.matched).toBe(true);
  });

  it('treats a value the payment left undefined as missing, without throwing', () => {
    const broken = { ...baseFacts, cardCountry: undefined, riskScore: Number.NaN } as unknown as typeof baseFacts;
    expect(compiled(":card_country: != 'US' or :risk_score: > 1").evaluate(broken, lookup)).toMatchObject({
      matched: false,
      trace: [{ value: null }, { value: null }],
    });
  });
});

describe('evaluate: lists', () => {
  it('asks the lookup with the payment value in canonical form', () => {
    expect(matches(':email: in @blocked_emails')).toBe(true);
    expect(matches(':email: not in @blocked_emails')).toBe(false);
    expect(matches(':email_domain: in @blocked_email_domains', facts({ emailDomain: 'MAILINATOR.com' }))).toBe(true);
    expect(matches(':card_fingerprint: in @blocked_cards')).toBe(true);
    expect(matches(':card_bin: in @blocked_bins')).toBe(true);
    expect(matches(':card_country: in @blocked_card_countries', facts({ cardCountry: 'RU' }))).toBe(true);
    expect(matches(':ip_country: in @blocked_ip_countries', facts({ ipCountry: 'KP' }))).toBe(true);
    expect(matches(':customer_id: in @allowed_customers', facts({ customerId: 'cus_vip' }))).toBe(true);
    expect(matches(':ip_address: in @blocked_ips', facts({ ipAddress: '2001:DB8:0:0::1' }))).toBe(true);
  });

  it('finds an address in a CIDR range, IPv4 and IPv6', () => {
    expect(matches(':ip_address: in @blocked_ip_ranges', facts({ ipAddress: '203.0.113.255' }))).toBe(true);
    expect(matches(':ip_address: in @blocked_ip_ranges', facts({ ipAddress: '203.0.114.0' }))).toBe(false);
    expect(matches(':ip_address: in @blocked_ip_ranges', facts({ ipAddress: '2001:db8:abcd:ffff::9' }))).toBe(true);
    expect(matches(':ip_address: in @blocked_ip_ranges', facts({ ipAddress: '2001:db8:abce::1' }))).toBe(false);
    expect(matches(':ip_address: not in @blocked_ip_ranges', facts({ ipAddress: '192.0.2.1' }))).toBe(true);
    // A dual-stack server's view of an IPv4 client.
    expect(matches(':ip_address: in @blocked_ip_ranges', facts({ ipAddress: '::ffff:203.0.113.9' }))).toBe(true);
  });

  it('leaves membership to the lookup: an expired item is no member', () => {
    const now = Date.parse('2026-12-08T00:00:00Z');
    const items = [
      { value: 'jane.doe@example.com', expiresAt: Date.parse('2026-12-01T00:00:00Z') },
      { value: 'john@example.com', expiresAt: null },
    ];
    const expiring: ListLookup = (alias) =>
      alias === 'blocked_emails'
        ? { kind: 'email', has: (value) => items.some((item) => item.value === value && (item.expiresAt === null || item.expiresAt > now)) }
        : undefined;
    expect(matches(':email: in @blocked_emails', baseFacts, expiring)).toBe(false);
    expect(matches(':email: in @blocked_emails', facts({ email: 'John@Example.com' }), expiring)).toBe(true);
  });

  it('does not match on a list the lookup no longer has, or of another kind', () => {
    const gone: ListLookup = () => undefined;
    expect(matches(':email: in @blocked_emails', baseFacts, gone)).toBe(false);
    expect(matches(':email: not in @blocked_emails', baseFacts, gone)).toBe(false);
    const changed = listLookup([{ alias: 'blocked_emails', kind: 'email-domain', items: ['example.com'] }]);
    expect(matches(':email: not in @blocked_emails', baseFacts, changed)).toBe(false);
  });

  it('builds memberships from items in canonical form', () => {
    expect(listMembership('email', ['A@B.co']).has('a@b.co')).toBe(true);
    expect(listMembership('ip', ['2001:DB8::0:1']).has('2001:db8::1')).toBe(true);
    expect(listMembership('ip-range', ['10.0.0.0/8']).has('10.255.0.1')).toBe(true);
    expect(listMembership('ip-range', ['10.0.0.0/8']).has('11.0.0.1')).toBe(false);
    // Country codes compare exactly, as in a rule.
    expect(listMembership('card-country', ['US']).has('us')).toBe(false);
  });
});

describe('evaluate: trace', () => {
  it('traces every comparison in source order, with the payment value (minor units for amounts)', () => {
    const source = ":amount: > EUR 100 and (:email: in @blocked_emails or :card_country: in ('US'))";
    const evaluation = compiled(source).evaluate(baseFacts, lookup);
    expect(evaluation).toEqual({
      matched: true,
      trace: [
        { from: 0, to: 18, text: ':amount: > EUR 100', value: 12_000, holds: true },
        { from: 24, to: 50, text: ':email: in @blocked_emails', value: 'Jane.Doe@Example.com', holds: true },
        { from: 54, to: 78, text: ":card_country: in ('US')", value: 'DE', holds: false },
      ],
    });
  });
});
