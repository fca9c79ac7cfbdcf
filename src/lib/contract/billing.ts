/**
 * The billing area of the action contract: customers, plans, subscriptions, their invoices and
 * dunning (docs/api/billing.md).
 *
 * Amounts are integer minor units of their currency. Every change is a mutating action (stored by
 * `requestReference`); those that charge the customer (a plan change charged now, a retry) move money.
 * What depends on the clock or on other rows (a plan change to an archived plan, cancelling a cancelled
 * subscription, a previewed amount that no longer holds) is refused by the server with its own code.
 */
import type { Zod } from '@/lib/validation';
import { action, list } from './define';
import * as s from './schemas';
import { minorAmount } from './transactions';

export const subscriptionStatuses = ['trialling', 'active', 'past-due', 'paused', 'halted', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const invoiceStatuses = ['issued', 'paid', 'partially-paid', 'failed'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const planIntervals = ['day', 'week', 'month', 'year'] as const;
export type PlanInterval = (typeof planIntervals)[number];

/** Currencies a plan may be priced in. */
export const planCurrencies = ['EUR', 'USD', 'GBP', 'JPY', 'KWD'] as const;

/** Spec §9: up to three unpaid-subscription reminders; each retries the payment. */
export const MAX_REMINDERS = 3;
/** The default dunning schedule: days after the first failure. */
export const DEFAULT_RETRY_DAYS = [1, 3, 5] as const;
/** Spec §9: reminders 1, 2 or 7 days before a card or a fixed-term subscription expires. */
export const expiryReminderOptions = [1, 2, 7] as const;

export const PLAN_NAME_MAX = 80;
export const NOTE_MAX = 1000;
export const MAX_INTERVAL_COUNT = 36;
export const MAX_TRIAL_DAYS = 365;
export const MAX_RETRY_DAY = 60;

export { billingPermissions } from './billing-permissions';

const relation = (z: Zod) => z.optional(z.looseObject({ data: z.nullable(z.looseObject({ type: z.optional(z.string()), id: z.string() })) }));
const money = (z: Zod) => z.looseObject({ currency: z.string(), amount: z.int() });
const note = (z: Zod) => z.looseObject({ id: z.string(), text: z.string(), at: z.string(), author: z.string() });

export const customerAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('customers'),
    id: z.string(),
    attributes: z.looseObject({
      name: z.string(),
      email: z.string(),
      country: z.string(),
      createdAt: z.string(),
      payments: z.int(),
      volume: z.array(money(z)),
      openSubscriptions: z.int(),
      paymentMethods: z._default(z.array(z.looseObject({ id: z.string(), brand: z.string(), last4: z.string(), expMonth: z.int(), expYear: z.int() })), []),
      notes: z._default(z.array(note(z)), []),
    }),
    relationships: z.optional(z.looseObject({ project: relation(z) })),
  });

export const planAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('plans'),
    id: z.string(),
    attributes: z.looseObject({
      name: z.string(),
      interval: z.enum(planIntervals),
      intervalCount: z.int(),
      trialDays: z.int(),
      status: z.enum(['active', 'archived']),
      prices: z.array(money(z)),
      priceVersion: z.int(),
      subscriptions: z.int(),
      createdAt: z.string(),
      /** One plan's answer only (not a list's): every price version, with the open subscriptions on it. */
      versions: z._default(z.array(z.looseObject({ version: z.int(), prices: z.array(money(z)), createdAt: z.string(), subscriptions: z.int() })), []),
    }),
    relationships: z.optional(z.looseObject({ project: relation(z) })),
  });

const dunning = (z: Zod) =>
  z.nullish(
    z.looseObject({
      failedAt: z.string(),
      invoiceId: z.string(),
      remindersSent: z.int(),
      nextRetryAt: z.nullable(z.string()),
      haltsAt: z.nullable(z.string()),
    }),
  );

export const subscriptionAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('subscriptions'),
    id: z.string(),
    attributes: z.looseObject({
      status: z.enum(subscriptionStatuses),
      currency: z.string(),
      amount: z.int(),
      planName: z.string(),
      priceVersion: z.int(),
      interval: z.enum(planIntervals),
      intervalCount: z.int(),
      customerName: z.string(),
      customerEmail: z.string(),
      currentPeriodStart: z.string(),
      currentPeriodEnd: z.string(),
      nextPaymentAt: z.nullable(z.string()),
      trialEndsAt: z.nullish(z.string()),
      cancelAtPeriodEnd: z.boolean(),
      pauseAt: z.nullish(z.string()),
      resumeAt: z.nullish(z.string()),
      endsAt: z.nullish(z.string()),
      endedAt: z.nullish(z.string()),
      dunning: dunning(z),
      scheduledPlanChange: z.nullish(z.looseObject({ planId: z.string(), planName: z.string(), amount: z.int(), at: z.string() })),
      notes: z._default(z.array(note(z)), []),
      createdAt: z.string(),
    }),
    relationships: z.optional(z.looseObject({ project: relation(z), customer: relation(z), plan: relation(z) })),
  });

export const invoiceAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('invoices'),
    id: z.string(),
    attributes: z.looseObject({
      kind: z.enum(['renewal', 'proration', 'first']),
      status: z.enum(invoiceStatuses),
      currency: z.string(),
      amount: z.int(),
      paidAmount: z.int(),
      periodStart: z.string(),
      periodEnd: z.string(),
      issuedAt: z.string(),
      transactionIds: z.array(z.string()),
    }),
  });

export const timelineKinds = [
  'created',
  'trial-started',
  'invoice-issued',
  'payment-succeeded',
  'payment-failed',
  'reminder-sent',
  'past-due',
  'recovered',
  'halted',
  'pause-scheduled',
  'paused',
  'resume-scheduled',
  'resumed',
  'cancel-scheduled',
  'cancelled',
  'plan-change-scheduled',
  'plan-changed',
  'expiry-reminder-sent',
  'expired',
  'note-added',
] as const;
export type TimelineKind = (typeof timelineKinds)[number];

export const upcomingKinds = ['renewal', 'retry', 'halt', 'pause', 'resume', 'cancel', 'plan-change', 'expiry-reminder', 'expire', 'trial-end'] as const;
export type UpcomingKind = (typeof upcomingKinds)[number];

/**
 * What happened (`past`, newest first) and what the schedule will do if nothing changes (`upcoming`,
 * soonest first). `detail` carries the kind's own facts: a reminder's number, recipient and subject,
 * an amount, a plan's name, who acted.
 */
export const timelineAnswer = (z: Zod) => {
  const detail = z._default(
    z.looseObject({
      number: z.optional(z.int()),
      to: z.optional(z.string()),
      subject: z.optional(z.string()),
      amount: z.optional(z.int()),
      currency: z.optional(z.string()),
      planName: z.optional(z.string()),
      by: z.optional(z.string()),
      invoiceId: z.optional(z.string()),
      transactionId: z.optional(z.string()),
      reason: z.optional(z.string()),
      text: z.optional(z.string()),
    }),
    {},
  );
  return z.looseObject({
    type: z.literal('subscription-timelines'),
    id: z.string(),
    attributes: z.looseObject({
      past: z.array(z.looseObject({ id: z.string(), at: z.string(), kind: z.enum(timelineKinds), detail })),
      upcoming: z.array(z.looseObject({ at: z.string(), kind: z.enum(upcomingKinds), detail })),
    }),
  });
};

export const planChangePreviewAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('plan-change-previews'),
    id: z.string(),
    attributes: z.looseObject({
      timing: z.enum(['now', 'period-end']),
      currency: z.string(),
      /** The unused part of the current period, credited (minor units). */
      credit: z.int(),
      /** The new plan's price for the rest of the period (minor units). */
      charge: z.int(),
      /** What is charged now: charge − credit, never below 0; 0 for a change at the period's end. */
      amountDue: z.int(),
      newAmount: z.int(),
      /** When the change takes effect: the preview's instant (send it back as `prorationAt`), or the period's end. */
      effectiveAt: z.string(),
      /** The instant the proration was computed at. */
      prorationAt: z.string(),
      planName: z.string(),
    }),
  });

export const dunningSettingsAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('billing-settings'),
    id: z.string(),
    attributes: z.looseObject({ retryDays: z.array(z.int()), expiryReminderDays: z.int() }),
  });

/** What a new schedule would move: per subscription now in dunning, its halt sooner or later. */
export const dunningWhatIfAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('dunning-what-ifs'),
    id: z.string(),
    attributes: z.looseObject({
      inDunning: z.int(),
      haltedSooner: z.int(),
      haltedLater: z.int(),
      unchanged: z.int(),
      /** Recurring revenue per currency (minor units, monthly) of the subscriptions halted sooner and later. */
      soonerRevenue: z.array(money(z)),
      laterRevenue: z.array(money(z)),
    }),
  });

export const billingFiguresAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('billing-figures'),
    id: z.string(),
    attributes: z.looseObject({
      currencies: z.array(
        z.looseObject({
          currency: z.string(),
          /** Monthly recurring revenue of active and past-due subscriptions, minor units. */
          mrr: z.int(),
          active: z.int(),
          inDunning: z.int(),
          recovered: z.int(),
          churned: z.int(),
        }),
      ),
      /** The start of "this month" the figures count from (`since`, or the UTC month's). */
      monthStart: z.string(),
    }),
  });

// ——— payloads —————————————————————————————————————————————————————————————————————————

const noteText = (z: Zod) => s.requiredText(z, 'Write a note', 1, NOTE_MAX, `A note is at most ${NOTE_MAX} characters`);
const notePayload = (type: string) => (z: Zod) => s.jsonApiData(z, type, z.object({ text: noteText(z) }), z.optional(z.unknown()));

const planName = (z: Zod) => s.requiredText(z, 'Name is required', 1, PLAN_NAME_MAX, `Name is at most ${PLAN_NAME_MAX} characters`);

const prices = (z: Zod) =>
  z
    .array(
      z.object({
        currency: z.enum(planCurrencies, { error: 'Currency is not supported' }),
        amount: minorAmount(z),
      }),
      { error: 'Give at least one price' },
    )
    .check(
      z.minLength(1, { error: 'Give at least one price' }),
      z.refine((rows: { currency: string }[]) => new Set(rows.map((row) => row.currency)).size === rows.length, {
        error: 'One price per currency',
        params: { code: 'duplicate-currency' },
      }),
    );

export const createPlanPayload = (z: Zod) =>
  s.jsonApiData(
    z,
    'plans',
    z.object({
      name: planName(z),
      interval: z.enum(planIntervals, { error: 'Interval is day, week, month or year' }),
      intervalCount: z._default(
        z
          .int({ error: 'Count is a whole number' })
          .check(z.gte(1, { error: 'Count is at least 1' }), z.lte(MAX_INTERVAL_COUNT, { error: `Count is at most ${MAX_INTERVAL_COUNT}` })),
        1,
      ),
      trialDays: z._default(
        z
          .int({ error: 'Trial is a whole number of days' })
          .check(z.gte(0, { error: 'Trial cannot be negative' }), z.lte(MAX_TRIAL_DAYS, { error: `Trial is at most ${MAX_TRIAL_DAYS} days` })),
        0,
      ),
      prices: prices(z),
    }),
    z.object({ project: s.relationship(z, 'Project is required') }, { error: 'Project is required' }),
  );

export const renamePlanPayload = (z: Zod) => s.jsonApiData(z, 'plans', z.object({ name: planName(z) }), z.optional(z.unknown()));
export const setPricesPayload = (z: Zod) => s.jsonApiData(z, 'plans', z.object({ prices: prices(z) }), z.optional(z.unknown()));

const instantOrNow = (z: Zod, message: string) =>
  z.union([z.literal('now'), z.string({ error: message }).check(z.refine(s.isInstant, { error: message }))], { error: message });

export const pausePayload = (z: Zod) =>
  s.jsonApiData(
    z,
    'subscriptions',
    z.object({
      at: instantOrNow(z, 'Pause now or on a date'),
      resumeAt: z._default(
        z.nullable(z.string({ error: 'Resume date must be a date' }).check(z.refine(s.isInstant, { error: 'Resume date must be a date' }))),
        null,
      ),
    }),
    z.optional(z.unknown()),
  );

export const resumePayload = (z: Zod) =>
  s.jsonApiData(z, 'subscriptions', z.object({ at: instantOrNow(z, 'Resume now or on a date') }), z.optional(z.unknown()));

export const cancelPayload = (z: Zod) =>
  s.jsonApiData(
    z,
    'subscriptions',
    z.object({ when: z.enum(['now', 'period-end'], { error: 'Cancel now or at the end of the period' }) }),
    z.optional(z.unknown()),
  );

const planRelation = (z: Zod) => z.object({ plan: s.relationship(z, 'Choose a plan') }, { error: 'Choose a plan' });

export const previewPlanChangePayload = (z: Zod) => s.jsonApiData(z, 'plan-changes', z._default(z.object({}), {}), planRelation(z));

/**
 * `prorationAt` and `expectedAmountDue`: the preview's instant and what it said was due. The server
 * prorates at that instant (for 10 minutes after it) and refuses `preview-changed` when the amount due
 * no longer holds, `preview-expired` when the instant is too old: the amount charged is the amount read.
 */
export const changePlanPayload = (z: Zod) =>
  s.jsonApiData(
    z,
    'plan-changes',
    z.object({
      expectedAmountDue: z.int({ error: 'Preview the change first' }).check(z.gte(0, { error: 'Preview the change first' })),
      prorationAt: z.string({ error: 'Preview the change first' }).check(z.refine(s.isInstant, { error: 'Preview the change first' })),
    }),
    planRelation(z),
  );

/** How long a preview's instant may be used to change the plan. */
export const PRORATION_QUOTE_MS = 10 * 60_000;

const retryDays = (z: Zod) =>
  z
    .array(
      z
        .int({ error: 'Days are whole numbers' })
        .check(z.gte(1, { error: 'A day is at least 1' }), z.lte(MAX_RETRY_DAY, { error: `A day is at most ${MAX_RETRY_DAY}` })),
      {
        error: 'Give the reminder days',
      },
    )
    .check(
      z.minLength(1, { error: 'Give at least one reminder day' }),
      z.maxLength(MAX_REMINDERS, { error: `At most ${MAX_REMINDERS} reminders` }),
      z.refine((days: number[]) => days.every((day, i) => i === 0 || day > days[i - 1]!), {
        error: 'Each reminder comes after the one before',
        params: { code: 'not-increasing' },
      }),
    );

export const dunningSettingsPayload = (z: Zod) =>
  z.object({
    resourceId: z.string({ error: 'Resource is required' }).check(z.minLength(1, { error: 'Resource is required' })),
    retryDays: retryDays(z),
    expiryReminderDays: z.literal(expiryReminderOptions, { error: 'Reminder is 1, 2 or 7 days before expiry' }),
  });

const resourcePayload = (z: Zod) =>
  z.object({ resourceId: z.string({ error: 'Resource is required' }).check(z.minLength(1, { error: 'Resource is required' })) });

/** `since`: where "this month" starts for the reader (the first instant of the month in their time zone); the UTC month by default. */
const figuresPayload = (z: Zod) =>
  z.object({
    resourceId: z.string({ error: 'Resource is required' }).check(z.minLength(1, { error: 'Resource is required' })),
    since: z.optional(z.string({ error: 'Since must be a date' }).check(z.refine(s.isInstant, { error: 'Since must be a date' }))),
  });

export const billingActions = {
  'customers/list': action('customers/list', { payload: s.resourceListRequest, answer: (z) => list(z, customerAnswer), meta: s.listMeta }),
  'customers/get': action('customers/get', { target: true, payload: s.targetPayload, answer: customerAnswer }),
  'customers/addNote': action('customers/addNote', { mutates: true, target: true, payload: notePayload('notes'), answer: customerAnswer }),

  'plans/list': action('plans/list', { payload: s.resourceListRequest, answer: (z) => list(z, planAnswer), meta: s.listMeta }),
  'plans/get': action('plans/get', { target: true, payload: s.targetPayload, answer: planAnswer }),
  'plans/create': action('plans/create', { mutates: true, payload: createPlanPayload, answer: planAnswer }),
  'plans/rename': action('plans/rename', { mutates: true, target: true, payload: renamePlanPayload, answer: planAnswer }),
  'plans/setPrices': action('plans/setPrices', { mutates: true, target: true, payload: setPricesPayload, answer: planAnswer }),
  'plans/archive': action('plans/archive', { mutates: true, target: true, payload: s.targetPayload, answer: planAnswer }),

  'subscriptions/list': action('subscriptions/list', { payload: s.resourceListRequest, answer: (z) => list(z, subscriptionAnswer), meta: s.listMeta }),
  'subscriptions/get': action('subscriptions/get', { target: true, payload: s.targetPayload, answer: subscriptionAnswer }),
  'subscriptions/invoices': action('subscriptions/invoices', {
    target: true,
    payload: s.targetListRequest,
    answer: (z) => list(z, invoiceAnswer),
    meta: s.listMeta,
  }),
  'subscriptions/timeline': action('subscriptions/timeline', { target: true, payload: s.targetPayload, answer: timelineAnswer }),
  'subscriptions/figures': action('subscriptions/figures', { payload: figuresPayload, answer: billingFiguresAnswer }),
  'subscriptions/pause': action('subscriptions/pause', { mutates: true, target: true, payload: pausePayload, answer: subscriptionAnswer }),
  'subscriptions/resume': action('subscriptions/resume', { mutates: true, target: true, payload: resumePayload, answer: subscriptionAnswer }),
  'subscriptions/cancel': action('subscriptions/cancel', { mutates: true, target: true, payload: cancelPayload, answer: subscriptionAnswer }),
  'subscriptions/previewPlanChange': action('subscriptions/previewPlanChange', {
    target: true,
    payload: previewPlanChangePayload,
    answer: planChangePreviewAnswer,
  }),
  'subscriptions/changePlan': action('subscriptions/changePlan', {
    mutates: true,
    movesMoney: true,
    target: true,
    payload: changePlanPayload,
    answer: subscriptionAnswer,
  }),
  'subscriptions/retryPayment': action('subscriptions/retryPayment', {
    mutates: true,
    movesMoney: true,
    target: true,
    payload: s.targetPayload,
    answer: subscriptionAnswer,
  }),
  'subscriptions/addNote': action('subscriptions/addNote', { mutates: true, target: true, payload: notePayload('notes'), answer: subscriptionAnswer }),

  'billing/getSettings': action('billing/getSettings', { payload: resourcePayload, answer: dunningSettingsAnswer }),
  'billing/previewSettings': action('billing/previewSettings', { payload: dunningSettingsPayload, answer: dunningWhatIfAnswer }),
  'billing/updateSettings': action('billing/updateSettings', { mutates: true, payload: dunningSettingsPayload, answer: dunningSettingsAnswer }),
};
