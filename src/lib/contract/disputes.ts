/**
 * The disputes area of the action contract (see docs/api/disputes.md): the list, one dispute with
 * its evidence, the evidence actions (files and their types, rebuttal, submit), accepting a dispute, and the
 * aggregated view.
 *
 * The payload schemas check each field's form; the rules that depend on the dispute (open or not,
 * evidence present), on the file offer limit or on the accepted file types are the sandbox's,
 * answered with their own codes.
 */
import type { z as zod } from 'zod/mini';
import type { Zod } from '@/lib/validation';
import { action, list } from './define';
import * as s from './schemas';
import { disputeStatuses } from './dispute-statuses';

// ——— vocabularies (spec §4 and §9) ————————————————————————————————————————————————————————

export { disputeStatuses, openDisputeStatuses, type DisputeStatus } from './dispute-statuses';

export const disputeSchemes = ['visa', 'mastercard'] as const;
export type DisputeScheme = (typeof disputeSchemes)[number];

export const disputeCategories = [
  'fraud',
  'authorization',
  'processing-error',
  'not-received',
  'not-as-described',
  'cancelled-recurring',
  'credit-not-processed',
  'duplicate',
  'amount-differs',
] as const;
export type DisputeCategory = (typeof disputeCategories)[number];

export interface DisputeReasonCode {
  scheme: DisputeScheme;
  code: string;
  category: DisputeCategory;
}

const visa = (code: string, category: DisputeCategory): DisputeReasonCode => ({ scheme: 'visa', code, category });
const mastercard = (code: string, category: DisputeCategory): DisputeReasonCode => ({ scheme: 'mastercard', code, category });

/**
 * Spec §9: Visa 10.4, 11.3, 12.x, 13.x; Mastercard 4807–4860, 6305–6390 — the codes the sandbox
 * uses (the same table as src/features/disputes/model/reason-codes.ts). Titles are the screens' (translated).
 */
export const disputeReasonCodes: readonly DisputeReasonCode[] = [
  visa('10.4', 'fraud'),
  visa('11.3', 'authorization'),
  visa('12.1', 'processing-error'),
  visa('12.5', 'amount-differs'),
  visa('12.6.1', 'duplicate'),
  visa('13.1', 'not-received'),
  visa('13.2', 'cancelled-recurring'),
  visa('13.3', 'not-as-described'),
  visa('13.6', 'credit-not-processed'),
  visa('13.7', 'credit-not-processed'),
  mastercard('4807', 'authorization'),
  mastercard('4808', 'authorization'),
  mastercard('4812', 'authorization'),
  mastercard('4831', 'amount-differs'),
  mastercard('4834', 'duplicate'),
  mastercard('4837', 'fraud'),
  mastercard('4841', 'cancelled-recurring'),
  mastercard('4853', 'not-as-described'),
  mastercard('4855', 'not-received'),
  mastercard('4860', 'credit-not-processed'),
  mastercard('6305', 'amount-differs'),
  mastercard('6321', 'fraud'),
  mastercard('6341', 'fraud'),
  mastercard('6390', 'fraud'),
];

/** The reason code's entry, or `undefined` for a code the list does not know. */
export const reasonCodeOf = (code: string) => disputeReasonCodes.find((entry) => entry.code === code);

export const evidenceKinds = [
  'proof-of-delivery',
  'tracking-number',
  'customer-communication',
  'cancellation-policy',
  'refund-policy',
  'receipt',
  'authorization-record',
  'avs-cvv-match',
  'device-and-ip',
  'service-documentation',
  'duplicate-explanation',
  'other',
] as const;
export type EvidenceKind = (typeof evidenceKinds)[number];

export { FILE_OFFER_LIMIT_BYTES } from './file-limits';
export const EVIDENCE_FILES_MAX = 20;
export const EVIDENCE_NAME_MAX = 255;

/**
 * The evidence file types card schemes accept (Visa and Mastercard take PDF, JPEG, PNG and TIFF):
 * each declared MIME type with the extensions a file of it may have.
 */
export const evidenceFileTypes: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/tiff': ['tif', 'tiff'],
};

/** For a file input's `accept`: every accepted extension and MIME type. */
export const EVIDENCE_FILE_ACCEPT = [
  ...Object.values(evidenceFileTypes)
    .flat()
    .map((extension) => `.${extension}`),
  ...Object.keys(evidenceFileTypes),
].join(',');

/**
 * Null when a file named `name` and declared as `contentType` may be evidence; else the field that is
 * wrong: `name` when its extension (after the last dot, any case) is not accepted, `contentType`
 * when the declared type (any case, parameters ignored) is not, or is another type's than the
 * extension's (`photo.png` declared `application/pdf`).
 */
export function evidenceFileTypeProblem(name: string, contentType: string): 'name' | 'contentType' | null {
  const extension = /\.([^.]+)$/.exec(name.trim())?.[1]?.toLowerCase();
  const accepted = Object.values(evidenceFileTypes).flat();
  if (!extension || !accepted.includes(extension)) return 'name';
  const type = contentType.split(';')[0].trim().toLowerCase();
  return evidenceFileTypes[type]?.includes(extension) ? null : 'contentType';
}
export const REBUTTAL_MAX = 5000;

/** Reading needs `read-only` on the dispute's project (spec §2); acting needs `disputes.write`. */
export { DISPUTES_READ, DISPUTES_WRITE } from './dispute-permissions';

export const DISPUTE_NOT_ACCESSIBLE = "You don't have permission to read details of this dispute";

/** Fields `disputes/list` and `disputes/aggregate` filter on, with the operators each accepts. */
export const disputeFilterOperators = {
  status: ['eq', 'ne', 'in'],
  reasonCode: ['eq', 'in'],
  scheme: ['eq', 'in'],
  currency: ['eq', 'in'],
  projectId: ['eq', 'in'],
  transactionId: ['eq'],
  /** The disputed payment's customer e-mail, compared without case (a customer's profile). */
  customerEmail: ['eq'],
  deadlineAt: ['gte', 'lte'],
  openedAt: ['gte', 'lte'],
  amount: ['gte', 'lte'],
} as const satisfies Record<string, readonly (typeof s.filterOperators)[number][]>;
export type DisputeFilterField = keyof typeof disputeFilterOperators;

/** Fields `disputes/list` sorts on; the default is `deadlineAt` (the most urgent first). */
export const disputeSortFields = ['deadlineAt', 'openedAt', 'amount', 'status', 'currency', 'reasonCode', 'scheme'] as const;

// ——— answers ————————————————————————————————————————————————————————————————————————————

const link = (z: Zod) => z.optional(z.looseObject({ data: z.nullable(z.looseObject({ type: z.optional(z.string()), id: z.string() })) }));

export const evidenceFileAnswer = (z: Zod) =>
  z.looseObject({ id: z.string(), name: z.string(), size: z.int().check(z.nonnegative()), kind: z.enum(evidenceKinds), uploadedAt: z.string() });

/** A dispute. Money is integer minor units of `currency`. */
export const disputeAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('disputes'),
    id: z.string(),
    attributes: z.looseObject({
      transactionId: z.string(),
      chargebackId: z.nullish(z.string()),
      customer: z._default(z.looseObject({ name: z._default(z.string(), ''), email: z._default(z.string(), '') }), { name: '', email: '' }),
      amount: z.int(),
      currency: z.string(),
      scheme: z.enum(disputeSchemes),
      reasonCode: z.string(),
      reasonCategory: z.nullish(z.enum(disputeCategories)),
      status: z.enum(disputeStatuses),
      /** True while evidence may change and the dispute may be submitted or accepted. */
      respondable: z._default(z.boolean(), false),
      openedAt: z.string(),
      deadlineAt: z.string(),
      decidedAt: z._default(z.nullable(z.string()), null),
      statusHistory: z._default(z.array(z.looseObject({ status: z.string(), at: z.string() })), []),
      evidence: z._default(
        z.looseObject({
          files: z._default(z.array(evidenceFileAnswer(z)), []),
          rebuttal: z._default(z.nullable(z.string()), null),
          submittedAt: z._default(z.nullable(z.string()), null),
        }),
        { files: [], rebuttal: null, submittedAt: null },
      ),
    }),
    relationships: z.optional(z.looseObject({ project: link(z), transaction: link(z) })),
  });
export type DisputeAnswer = zod.output<ReturnType<typeof disputeAnswer>>;

const count = (z: Zod) => z.int().check(z.nonnegative());
const amounts = (z: Zod) => z.array(z.looseObject({ currency: z.string(), amount: z.int() }));
const group = (z: Zod) => z.array(z.looseObject({ key: z.string(), count: count(z), amounts: amounts(z) }));

export const disputeAggregateAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('dispute-aggregates'),
    id: z.optional(z.string()),
    attributes: z.looseObject({
      /** The `openedAt` bounds the filters gave (the range of the dispute rate), or null. */
      from: z._default(z.nullable(z.string()), null),
      to: z._default(z.nullable(z.string()), null),
      totals: z.looseObject({ count: count(z), amounts: amounts(z) }),
      byReasonCode: group(z),
      byScheme: group(z),
      byStatus: group(z),
      /** `key`: YYYY-MM of `openedAt`, in UTC; oldest first. */
      byMonth: group(z),
      /** Charges (charge, charge-recurring; not failed) created in the range on the same projects. */
      chargeCount: count(z),
      /** totals.count / chargeCount; 0 without charges. */
      disputeRate: z.number().check(z.gte(0)),
    }),
  });

// ——— payloads ———————————————————————————————————————————————————————————————————————————

const filterList = (z: Zod) => ({
  filter: z.optional(z.record(z.string(), z.unknown())),
  filters: z.optional(
    z.array(
      z.object({
        field: z.string().check(z.minLength(1)),
        operator: z._default(z.enum(s.filterOperators, { error: `Operator is one of ${s.filterOperators.join(', ')}` }), 'eq'),
        value: z.optional(z.unknown()),
      }),
    ),
  ),
});

/** `disputes/list`: the shared list request of one workspace (`resourceId`, `filter(s)`, `sort`, `page`). */
export const disputeListPayload = s.resourceListRequest;

/** `disputes/aggregate`: the workspace and the list's filters (no sort, no page). */
export const disputeAggregatePayload = (z: Zod) =>
  z.object({ resourceId: z.string({ error: 'Resource is required' }).check(z.minLength(1, { error: 'Resource is required' })), ...filterList(z) });

const targetId = (z: Zod) => ({ id: z.optional(z.string()) });
const SIZE = 'Size must be a positive whole number of bytes';
const NAME = `File name must be 1–${EVIDENCE_NAME_MAX} characters`;

export const addEvidenceFilePayload = (z: Zod) =>
  z.object({
    ...targetId(z),
    data: z.object({
      type: z.optional(z.literal('dispute-evidence-files')),
      attributes: z.object({
        name: s.requiredText(z, 'File name is required', 1, EVIDENCE_NAME_MAX, NAME),
        size: z.int({ error: SIZE }).check(z.positive({ error: SIZE })),
        contentType: s.requiredText(z, 'File type is required', 1, 255, 'File type must be at most 255 characters'),
        kind: z.enum(evidenceKinds, { error: 'Evidence kind is not known' }),
      }),
    }),
  });

const fileId = (z: Zod) => z.string({ error: 'File is required' }).check(z.minLength(1, { error: 'File is required' }));

export const removeEvidenceFilePayload = (z: Zod) => z.object({ ...targetId(z), fileId: fileId(z) });

/** Changes the evidence type of a file the dispute holds (the only attribute that can change). */
export const updateEvidenceFilePayload = (z: Zod) =>
  z.object({
    ...targetId(z),
    fileId: fileId(z),
    data: z.object({
      type: z.optional(z.literal('dispute-evidence-files')),
      attributes: z.object({ kind: z.enum(evidenceKinds, { error: 'Evidence kind is not known' }) }),
    }),
  });

const REBUTTAL = `The rebuttal must be at most ${REBUTTAL_MAX} characters`;

export const saveRebuttalPayload = (z: Zod) =>
  z.object({
    ...targetId(z),
    data: z.object({
      type: z.optional(z.literal('dispute-rebuttals')),
      attributes: z.object({ text: z.string({ error: 'The rebuttal must be text' }).check(z.trim(), z.maxLength(REBUTTAL_MAX, { error: REBUTTAL })) }),
    }),
  });

export const disputeActions = {
  'disputes/list': action('disputes/list', { payload: disputeListPayload, answer: (z) => list(z, disputeAnswer), meta: s.listMeta }),
  'disputes/get': action('disputes/get', { target: true, payload: s.targetPayload, answer: disputeAnswer }),
  'disputes/addEvidenceFile': action('disputes/addEvidenceFile', { mutates: true, target: true, payload: addEvidenceFilePayload, answer: disputeAnswer }),
  'disputes/removeEvidenceFile': action('disputes/removeEvidenceFile', {
    mutates: true,
    target: true,
    payload: removeEvidenceFilePayload,
    answer: disputeAnswer,
  }),
  'disputes/updateEvidenceFile': action('disputes/updateEvidenceFile', {
    mutates: true,
    target: true,
    payload: updateEvidenceFilePayload,
    answer: disputeAnswer,
  }),
  'disputes/saveRebuttal': action('disputes/saveRebuttal', { mutates: true, target: true, payload: saveRebuttalPayload, answer: disputeAnswer }),
  'disputes/submitEvidence': action('disputes/submitEvidence', { mutates: true, target: true, payload: s.targetPayload, answer: disputeAnswer }),
  'disputes/accept': action('disputes/accept', { mutates: true, target: true, payload: s.targetPayload, answer: disputeAnswer }),
  'disputes/aggregate': action('disputes/aggregate', { payload: disputeAggregatePayload, answer: disputeAggregateAnswer }),
};
