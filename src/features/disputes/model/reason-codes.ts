/**
 * The dispute reason codes of the two card schemes (spec §9: Visa 10.4, 11.3, 12.x, 13.x; Mastercard
 * 4807–4860, 6305–6390), the category each belongs to, and for each category the evidence that wins it.
 * The code strings are the backend's own; titles and explanations live in `disputes:reason.<key>`.
 */

import {
  disputeCategories,
  disputeReasonCodes,
  disputeSchemes,
  evidenceKinds,
  type DisputeCategory,
  type DisputeReasonCode,
  type DisputeScheme,
  type EvidenceKind,
} from '@/lib/contract/disputes';

// The lists are the action contract's, shared with the backend; this module adds what the screens need.
export { evidenceKinds, type EvidenceKind };
export const cardSchemes = disputeSchemes;
export type CardScheme = DisputeScheme;
export const reasonCategories = disputeCategories;
export type ReasonCategory = DisputeCategory;
export type ReasonCode = DisputeReasonCode;
export const reasonCodes = disputeReasonCodes;

/** The reason code of `scheme` and `code`, or undefined when the table does not know it. */
export const reasonCodeOf = (scheme: string, code: string): ReasonCode | undefined =>
  reasonCodes.find((entry) => entry.scheme === scheme && entry.code === code);

/**
 * The scheme a code belongs to: from the table, else from its shape (Visa writes `NN.N[.N]`,
 * Mastercard four digits), else undefined.
 */
export function schemeOfCode(code: string): CardScheme | undefined {
  const known = reasonCodes.find((entry) => entry.code === code);
  if (known) return known.scheme;
  if (/^\d{2}\.\d{1,2}(\.\d{1,2})?$/.test(code)) return 'visa';
  if (/^\d{4}$/.test(code)) return 'mastercard';
  return undefined;
}

/** The i18n key segment of a code: dots would split the key, so '12.6.1' of Visa is 'visa-12-6-1'. */
export const reasonKey = (scheme: string, code: string) => `${scheme}-${code.replaceAll('.', '-')}`;

export interface CategoryEvidence {
  /** Every group must be satisfied; a group is satisfied by any one of its kinds ("A or B"). */
  required: readonly (readonly EvidenceKind[])[];
  /** Strengthens the case; never blocks submission. */
  recommended: readonly EvidenceKind[];
}

/**
 * The evidence that wins each category. Where the brief names two kinds joined by "+", the first
 * is the one the case stands on (required) and the second backs it up (recommended).
 */
export const categoryEvidence: Readonly<Record<ReasonCategory, CategoryEvidence>> = {
  fraud: { required: [['authorization-record', 'avs-cvv-match']], recommended: ['device-and-ip', 'receipt'] },
  authorization: { required: [['authorization-record']], recommended: [] },
  'processing-error': { required: [['receipt']], recommended: [] },
  'amount-differs': { required: [['receipt']], recommended: ['customer-communication'] },
  duplicate: { required: [['duplicate-explanation']], recommended: ['receipt'] },
  'not-received': { required: [['proof-of-delivery', 'tracking-number']], recommended: ['customer-communication'] },
  'cancelled-recurring': { required: [['cancellation-policy']], recommended: ['customer-communication', 'receipt'] },
  'not-as-described': { required: [['service-documentation']], recommended: ['customer-communication'] },
  'credit-not-processed': { required: [['refund-policy']], recommended: ['receipt'] },
};

const noEvidenceRules: CategoryEvidence = { required: [], recommended: [] };

/** The evidence rules of a code; a code the table does not know requires nothing in particular. */
export function evidenceFor(scheme: string, code: string): CategoryEvidence {
  const reason = reasonCodeOf(scheme, code);
  return reason ? categoryEvidence[reason.category] : noEvidenceRules;
}
