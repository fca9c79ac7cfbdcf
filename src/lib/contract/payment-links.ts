/**
 * The payment-links area of the action contract (see docs/api/payment-links.md).
 *
 * The payload schemas check each field's form; the rules that depend on the clock or on the project
 * (expiry in the future and within 90 days, a reminder before the expiry, no server-to-server
 * project) are the sandbox's, answered as field errors with their own codes.
 */
import { isKnownCurrency } from '@/lib/money/iso-4217';
import type { Zod } from '@/lib/validation';
import { action, list } from './define';
import * as s from './schemas';
import { minorAmount } from './transactions';

export const paymentLinkStatuses = ['active', 'deactivated', 'expired', 'paid'] as const;
export type PaymentLinkStatus = (typeof paymentLinkStatuses)[number];

/** Currencies a link may be made out in. */
export const paymentLinkCurrencies = ['EUR', 'USD', 'GBP', 'JPY', 'KWD', 'PLN', 'UAH'] as const;

/** Spec §9: reminders 1, 2 or 7 days before expiry. */
export const reminderDayOptions = [1, 2, 7] as const;

export const DESCRIPTION_MAX = 200;
/** The latest expiry a new link may have, from now. */
export const MAX_EXPIRY_DAYS = 90;

/** Payment links need all four on the link's project (spec §2, `/payment-links`). */
export const paymentLinkPermissions = ['payments', 'charge.write', 'projects.read', 'transactions.read.2479032559'] as const;

export const S2S_NOT_SUPPORTED = 'Payment links are not supported for projects with server-to-server integration';
export const LINK_NOT_AVAILABLE = 'Payment link is not available';

const CURRENCY_UNSUPPORTED = 'Currency is not supported';

/** An ISO 4217 code the table knows (else `unknown-currency`), then one links are made out in (else `invalid`). */
const linkCurrency = (z: Zod) =>
  z.string({ error: CURRENCY_UNSUPPORTED }).check(
    z.refine(isKnownCurrency, { error: 'Currency is not an ISO 4217 code', params: { code: 'unknown-currency' }, abort: true }),
    z.refine((code: string) => (paymentLinkCurrencies as readonly string[]).includes(code), { error: CURRENCY_UNSUPPORTED }),
  );

export const createPaymentLinkPayload = (z: Zod) =>
  s.jsonApiData(
    z,
    'payment-links',
    z.object({
      amount: minorAmount(z),
      currency: linkCurrency(z),
      description: z._default(
        z
          .string({ error: 'Description must be text' })
          .check(z.trim(), z.maxLength(DESCRIPTION_MAX, { error: `Description must be at most ${DESCRIPTION_MAX} characters` })),
        '',
      ),
      expiresAt: z._default(
        z.nullable(z.string({ error: 'Expiry must be an ISO date' }).check(z.refine(s.isInstant, { error: 'Expiry must be an ISO date' }))),
        null,
      ),
      reminderDays: z._default(z.nullable(z.literal(reminderDayOptions, { error: 'Reminder is 1, 2 or 7 days before expiry' })), null),
    }),
    z.object({ project: s.relationship(z, 'Project is required') }, { error: 'Project is required' }),
  );

/**
 * A link id is one path segment of the link's URL (`/pay/<id>`, encoded): never empty, `.` or `..`,
 * which no encoding keeps from being resolved as the current or parent folder.
 */
export const isLinkId = (id: string) => id !== '' && id !== '.' && id !== '..';

const relation = (z: Zod) => z.optional(z.looseObject({ data: z.nullable(z.looseObject({ type: z.optional(z.string()), id: z.string() })) }));

export const paymentLinkAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('payment-links'),
    id: z.string().check(z.refine(isLinkId, { error: 'A payment link id must be usable as a URL path segment' })),
    // No `url`: the app builds the link's URL from its id (`payLinkUrl`) and ignores one sent.
    attributes: z.looseObject({
      amount: z.int(),
      currency: z.string(),
      description: z._default(z.string(), ''),
      status: z.enum(paymentLinkStatuses),
      expiresAt: z.nullish(z.string()),
      reminderDays: z.nullish(z.int()),
      createdAt: z.string(),
    }),
    relationships: z.optional(z.looseObject({ project: relation(z) })),
  });

export const paymentLinkActions = {
  'payment-links/list': action('payment-links/list', { payload: s.resourceListRequest, answer: (z) => list(z, paymentLinkAnswer), meta: s.listMeta }),
  'payment-links/get': action('payment-links/get', { target: true, payload: s.targetPayload, answer: paymentLinkAnswer }),
  'payment-links/create': action('payment-links/create', { mutates: true, payload: createPaymentLinkPayload, answer: paymentLinkAnswer }),
  'payment-links/deactivate': action('payment-links/deactivate', { mutates: true, target: true, payload: s.targetPayload, answer: paymentLinkAnswer }),
};
