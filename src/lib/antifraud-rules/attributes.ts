/**
 * The attributes a rule may name (`:name:`), their types, what their literals may be and which lists fit
 * them. The one table the compiler, the evaluator and the editor's completion read.
 */
import { isKnownCurrency } from '@/lib/money';
import { canonicalValue, parseListItem } from './list-items';
import { riskLevels, type ListKind, type PaymentFacts } from './types';

/**
 * - `money`: `:amount:`, in the payment's own currency, compared to a money literal (`EUR 500.00`) in minor units.
 * - `decimal`: `:amount_in_eur:`, EUR cents, compared to a plain decimal in EUR (`500`, `500.00`).
 * - `number`: whole numbers (`:risk_score:` 0–100, velocity counts ≥ 0).
 * - `text`: quoted strings.
 */
export type AttributeType = 'money' | 'decimal' | 'number' | 'text';

/** A text literal's check: its canonical value, or why not (`value`, or `currency` for `:currency:`). */
type TextCheck = (text: string) => { ok: true; value: string } | { ok: false; code: 'value' | 'currency' };

export interface AttributeSpec {
  name: string;
  type: AttributeType;
  /** The payment's value (minor units for `money`, EUR cents for `decimal`); null when the payment has none. */
  read: (facts: PaymentFacts) => string | number | null;
  /** `number`: the bounds of a literal (whole numbers). */
  min?: number;
  max?: number;
  /** `text`: the literal's check and canonical form (e-mails lower case, addresses canonical). */
  check?: TextCheck;
  /** `text`: the payment's value in the same canonical form as the literals (else compared exactly). */
  canonical?: (value: string) => string;
  /** The kinds of list `in @list` accepts. */
  listKinds: readonly ListKind[];
}

/** A literal for an attribute that has a list kind: valid as an item of that kind, in its canonical form. */
const asItem =
  (kind: ListKind): TextCheck =>
  (text) => {
    const parsed = parseListItem(kind, text);
    return parsed.ok ? parsed : { ok: false, code: 'value' };
  };

/** Exactly as an item of `kind` is written canonically (country codes: upper case, nothing else). */
const exactItem =
  (kind: ListKind): TextCheck =>
  (text) => {
    const parsed = parseListItem(kind, text);
    return parsed.ok && parsed.value === text ? parsed : { ok: false, code: 'value' };
  };

const nonEmpty: TextCheck = (text) => (text.trim() !== '' && text.length <= 64 ? { ok: true, value: text } : { ok: false, code: 'value' });

/** The largest count a velocity literal may be: far above any real count, a safe integer. */
const MAX_COUNT = 1_000_000_000;

const count = (name: string, read: (facts: PaymentFacts) => number): AttributeSpec => ({ name, type: 'number', read, min: 0, max: MAX_COUNT, listKinds: [] });

const text = (name: string, read: (facts: PaymentFacts) => string | null, check: TextCheck, listKinds: readonly ListKind[] = []): AttributeSpec => ({
  name,
  type: 'text',
  read,
  check,
  listKinds,
});

/** Compared in the canonical form of `kind` on both sides (the payment's value as it is when it has none). */
const canonicalAs = (kind: ListKind, spec: AttributeSpec): AttributeSpec => ({ ...spec, canonical: (value) => canonicalValue(kind, value) });

export const attributeSpecs: readonly AttributeSpec[] = [
  { name: 'amount', type: 'money', read: (facts) => facts.amount, listKinds: [] },
  { name: 'amount_in_eur', type: 'decimal', read: (facts) => facts.amountInEur, listKinds: [] },
  { name: 'risk_score', type: 'number', read: (facts) => facts.riskScore, min: 0, max: 100, listKinds: [] },
  count('payments_per_card_1h', (facts) => facts.paymentsPerCard1h),
  count('payments_per_card_24h', (facts) => facts.paymentsPerCard24h),
  count('payments_per_email_24h', (facts) => facts.paymentsPerEmail24h),
  count('payments_per_ip_1h', (facts) => facts.paymentsPerIp1h),
  count('declines_per_card_24h', (facts) => facts.declinesPerCard24h),
  text(
    'risk_level',
    (facts) => facts.riskLevel,
    (value) => ((riskLevels as readonly string[]).includes(value) ? { ok: true, value } : { ok: false, code: 'value' }),
  ),
  text(
    'currency',
    (facts) => facts.currency,
    (value) => (isKnownCurrency(value) ? { ok: true, value } : { ok: false, code: 'currency' }),
  ),
  text('payment_method', (facts) => facts.paymentMethod, nonEmpty),
  text('card_brand', (facts) => facts.cardBrand, nonEmpty),
  text('card_country', (facts) => facts.cardCountry, exactItem('card-country'), ['card-country']),
  text('ip_country', (facts) => facts.ipCountry, exactItem('ip-country'), ['ip-country']),
  text('card_bin', (facts) => facts.cardBin, exactItem('bin'), ['bin']),
  text('card_fingerprint', (facts) => facts.cardFingerprint, exactItem('card-fingerprint'), ['card-fingerprint']),
  // An address compares canonical: `2001:DB8::0:1` is `2001:db8::1`; an `ip-range` list holds it when a range does.
  canonicalAs(
    'ip',
    text('ip_address', (facts) => facts.ipAddress, asItem('ip'), ['ip', 'ip-range']),
  ),
  // E-mails and domains compare case-insensitively.
  canonicalAs(
    'email',
    text('email', (facts) => facts.email, asItem('email'), ['email']),
  ),
  canonicalAs(
    'email-domain',
    text('email_domain', (facts) => facts.emailDomain, asItem('email-domain'), ['email-domain']),
  ),
  text('customer_id', (facts) => facts.customerId, exactItem('customer'), ['customer']),
];

const byName: ReadonlyMap<string, AttributeSpec> = new Map(attributeSpecs.map((spec) => [spec.name, spec]));

export const attributeNames: readonly string[] = attributeSpecs.map((spec) => spec.name);

export const attributeSpec = (name: string): AttributeSpec | undefined => byName.get(name);
