/** Shared by the antifraud rule tests: a payment's facts, lists and compiling that must succeed. */
import { compileRule } from './compile';
import { listLookup } from './membership';
import type { CompiledRule, ListKind, ListLookup, ListRef, PaymentFacts, RuleProblem } from './types';

/** A card payment of EUR 120.00 from Germany, with everything present. */
export const baseFacts: PaymentFacts = {
  amount: 12_000,
  currency: 'EUR',
  amountInEur: 12_000,
  riskScore: 40,
  riskLevel: 'normal',
  paymentMethod: 'card',
  cardBrand: 'visa',
  cardCountry: 'DE',
  cardBin: '424242',
  cardFingerprint: 'fp_Abc123xyz',
  ipAddress: '203.0.113.7',
  ipCountry: 'DE',
  email: 'Jane.Doe@Example.com',
  emailDomain: 'Example.com',
  customerId: 'cus_123',
  paymentsPerCard1h: 1,
  paymentsPerCard24h: 3,
  paymentsPerEmail24h: 2,
  paymentsPerIp1h: 1,
  declinesPerCard24h: 0,
};

export const facts = (overrides: Partial<PaymentFacts> = {}): PaymentFacts => ({ ...baseFacts, ...overrides });

/** A bank transfer: no card, no IP, no customer. */
export const noCard = facts({
  paymentMethod: 'sepa_debit',
  cardBrand: null,
  cardCountry: null,
  cardBin: null,
  cardFingerprint: null,
  ipAddress: null,
  ipCountry: null,
  customerId: null,
});

export const testLists: { alias: string; kind: ListKind; items: string[] }[] = [
  { alias: 'blocked_cards', kind: 'card-fingerprint', items: ['fp_Abc123xyz'] },
  { alias: 'blocked_bins', kind: 'bin', items: ['424242', '5555444'] },
  { alias: 'blocked_card_countries', kind: 'card-country', items: ['RU', 'KP'] },
  { alias: 'blocked_emails', kind: 'email', items: ['jane.doe@example.com'] },
  { alias: 'blocked_email_domains', kind: 'email-domain', items: ['mailinator.com'] },
  { alias: 'blocked_ips', kind: 'ip', items: ['198.51.100.1', '2001:db8::1'] },
  { alias: 'blocked_ip_ranges', kind: 'ip-range', items: ['203.0.113.0/24', '2001:db8:abcd::/48'] },
  { alias: 'blocked_ip_countries', kind: 'ip-country', items: ['KP'] },
  { alias: 'allowed_customers', kind: 'customer', items: ['cus_vip'] },
];

export const listRefs: ListRef[] = testLists.map(({ alias, kind }) => ({ alias, kind }));
export const lookup: ListLookup = listLookup(testLists);

export function compiled(source: string, lists: readonly ListRef[] = listRefs): CompiledRule {
  const result = compileRule(source, lists);
  if (!result.ok) throw new Error(`${source}: ${JSON.stringify(result.problems)}`);
  return result.rule;
}

export function problems(source: string, lists: readonly ListRef[] = listRefs): RuleProblem[] {
  const result = compileRule(source, lists);
  if (result.ok) throw new Error(`${source} compiled`);
  return result.problems;
}

/** The problem's place as the source's text, for readable assertions: `[from, to) → text`. */
export const at = (source: string, problem: RuleProblem) => source.slice(problem.from, problem.to);

export const matches = (source: string, payment: PaymentFacts = baseFacts, lists: ListLookup = lookup) => compiled(source).evaluate(payment, lists).matched;
