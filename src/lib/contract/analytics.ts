/**
 * The analytics area of the action contract (docs/api/analytics.md): `analytics/get`, the payment
 * funnel, approval and decline breakdowns and the refund and dispute series of a period, each figure
 * beside the previous period of the same length.
 */
import type { z as zod } from 'zod/mini';
import type { Zod } from '@/lib/validation';
import { action } from './define';
import { isInstant, isTimezone } from './schemas';

/** The funnel's steps, in order: a payment counts at a step when it reached it or a later one. */
export const funnelSteps = ['created', 'authenticated', 'authorized', 'captured', 'settled'] as const;
export type FunnelStep = (typeof funnelSteps)[number];

/**
 * What an approval breakdown groups payments by: `channelId` is the channel a payment came through
 * (docs/api/channels.md); card dimensions leave out payments without a card.
 */
export const analyticsDimensions = ['paymentMethod', 'cardBrand', 'cardCountry', 'cardBin', 'channelId'] as const;
export type AnalyticsDimension = (typeof analyticsDimensions)[number];
export const isAnalyticsDimension = (value: unknown): value is AnalyticsDimension => analyticsDimensions.includes(value as AnalyticsDimension);

/** Why a payment failed (a failed payment's `declineReason`; also a `transactions/list` filter). */
export const declineReasons = ['insufficient-funds', 'do-not-honor', 'expired-card', 'suspected-fraud', 'authentication-failed', 'blocked-by-rule'] as const;
export type DeclineReason = (typeof declineReasons)[number];
export const isDeclineReason = (value: unknown): value is DeclineReason => declineReasons.includes(value as DeclineReason);

/** The longest period one call covers, in days (the previous period doubles what the server reads). */
export const ANALYTICS_MAX_DAYS = 366;

export const analyticsPayload = (z: Zod) => {
  const instant = (name: string) => z.string({ error: `${name} must be an ISO date` }).check(z.refine(isInstant, { error: `${name} must be an ISO date` }));
  return z.object({
    resourceId: z.string({ error: 'Resource is required' }).check(z.minLength(1, { error: 'Resource is required' })),
    from: instant('from'),
    to: instant('to'),
    timeZone: z._default(z.string({ error: 'Unknown time zone' }).check(z.refine(isTimezone, { error: 'Unknown time zone' })), 'UTC'),
    dimension: z._default(z.enum(analyticsDimensions, { error: `Dimension is one of ${analyticsDimensions.join(', ')}` }), 'paymentMethod'),
  });
};

const count = (z: Zod) => z.int().check(z.nonnegative());

/** A figure in the period and in the previous one of the same length. */
const pair = (z: Zod) => z.looseObject({ current: count(z), previous: count(z) });

const outcome = (z: Zod) => z.looseObject({ attempts: count(z), approved: count(z), declined: count(z) });

export const analyticsAnswer = (z: Zod) => {
  // Money in integer minor units of its currency, never summed across currencies.
  const money = z.looseObject({ captured: z.int(), refunded: z.int(), disputed: z.int() });
  return z.looseObject({
    type: z.literal('payment-analytics'),
    id: z.optional(z.string()),
    attributes: z.looseObject({
      period: z.looseObject({ from: z.string(), to: z.string() }),
      previousPeriod: z.looseObject({ from: z.string(), to: z.string() }),
      timeZone: z.string(),
      dimension: z.string(),
      totals: z.looseObject({
        payments: pair(z),
        approved: pair(z),
        declined: pair(z),
        captured: pair(z),
        refunded: pair(z),
        disputed: pair(z),
      }),
      funnel: z.array(z.looseObject({ step: z.enum(funnelSteps), current: count(z), previous: count(z) })),
      breakdown: z.array(
        z.looseObject({
          value: z.string(),
          current: outcome(z),
          previous: outcome(z),
          declineReasons: z.array(z.looseObject({ reason: z.string(), count: count(z) })),
        }),
      ),
      declineReasons: z.array(z.looseObject({ reason: z.string(), current: count(z), previous: count(z) })),
      series: z.array(z.looseObject({ date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)), captured: count(z), refunded: count(z), disputed: count(z) })),
      currencies: z.array(z.looseObject({ currency: z.string(), current: money, previous: money })),
    }),
  });
};
export type AnalyticsAnswer = zod.output<ReturnType<typeof analyticsAnswer>>;
export type Analytics = AnalyticsAnswer['attributes'];

export const analyticsActions = {
  'analytics/get': action('analytics/get', { payload: analyticsPayload, answer: analyticsAnswer }),
};
