/**
 * The antifraud area of the action contract: the merchant's lists and their items, its rules, the
 * review queue, the risk thresholds and the rows a backtest reads (docs/api/antifraud.md, ADR 0011).
 *
 * Everything belongs to the merchant: the root of the selected workspace (the organization, or a
 * standalone project). Actions take `resourceId` (any workspace under it) or the id of one of its rows.
 * A rule's text is checked by the server with the rule language (`src/lib/antifraud-rules`), refused
 * `invalid-rule` with the problems in the error's `meta`; what depends on other rows (an alias taken, a
 * list a rule uses, a review someone closed) is refused by the server with its own code. Deciding a
 * review moves money (a capture, a release or a refund): those three are stored by `requestReference`
 * and move money at most once.
 */
import type { Zod } from '@/lib/validation';
import { listKinds, riskLevels, ruleActions, ruleModes } from '@/lib/antifraud-rules/types';
import { action, list } from './define';
import * as s from './schemas';

export { antifraudPermissions } from './antifraud-permissions';

export const listPurposes = ['block', 'allow', 'review'] as const;
export type ListPurpose = (typeof listPurposes)[number];

export const reviewStatuses = ['open', 'approved', 'refunded-as-fraud', 'cancelled'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** What a past payment became, for a backtest: the worst that happened to it. */
export const backtestOutcomes = ['disputed', 'refunded', 'blocked-or-failed', 'succeeded'] as const;
export type BacktestOutcome = (typeof backtestOutcomes)[number];

/** How far back a backtest reads, in days. */
export const backtestWindows = [30, 90] as const;

/** A list's alias, as rules name it (`@blocked_cards`): unique per merchant. */
export const LIST_ALIAS = /^[a-z][a-z0-9_]{1,39}$/;
export const LIST_NAME_MAX = 80;
export const RULE_NAME_MAX = 80;
/** A rule's text, in characters (UTF-16 code units): longer ones are refused before they are parsed. */
export const RULE_SOURCE_MAX = 2000;
export const ITEM_REASON_MAX = 500;
/** Items one `antifraud-lists/addItems` call may add (a pasted column of a spreadsheet). */
export const ADD_ITEMS_MAX = 10_000;
export const BACKTEST_PAGE_MAX = 5000;

/** The risk levels' thresholds when the merchant set none: elevated from 65, highest from 75. */
export const DEFAULT_RISK_THRESHOLDS = { elevatedAt: 65, highestAt: 75 } as const;

/** Codes of the signals that make a payment's risk score (each with its points): the rule language's vocabulary. */
export { riskSignalCodes, type RiskSignalCode } from '@/lib/antifraud-rules/types';

/** Codes these actions answer besides the common ones. */
export const antifraudErrorCodes = [
  'alias-taken',
  'default-list',
  'list-in-use',
  'invalid-item',
  'expiry-in-past',
  'invalid-rule',
  'built-in-rule',
  'review-closed',
] as const;

const person = (z: Zod) => z.looseObject({ name: z._default(z.string(), ''), email: z._default(z.string(), '') });
const link = (z: Zod) => z.optional(z.looseObject({ data: z.nullable(z.looseObject({ type: z.optional(z.string()), id: z.string() })) }));

// ——— answers ————————————————————————————————————————————————————————————————————————————

export const antifraudListAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('antifraud-lists'),
    id: z.string(),
    attributes: z.looseObject({
      alias: z.string(),
      name: z.string(),
      kind: z.enum(listKinds),
      purpose: z.enum(listPurposes),
      /** A default list: seeded for every merchant, never deleted or renamed, acted on by its built-in rule. */
      default: z.boolean(),
      /** Members now (expired items not counted). */
      itemCount: z.int(),
      createdAt: z.string(),
    }),
  });

export const antifraudListItemAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('antifraud-list-items'),
    id: z.string(),
    attributes: z.looseObject({
      /** Normalised by the rule language's `parseListItem` (lower-case e-mail, a CIDR's network, …). */
      value: z.string(),
      reason: z._default(z.string(), ''),
      addedBy: person(z),
      addedAt: z.string(),
      expiresAt: z._default(z.nullable(z.string()), null),
      /** Past its `expiresAt`: no longer a member (listed until removed). */
      expired: z._default(z.boolean(), false),
    }),
  });

export const antifraudRuleAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('antifraud-rules'),
    id: z.string(),
    attributes: z.looseObject({
      name: z.string(),
      action: z.enum(ruleActions),
      mode: z.enum(ruleModes),
      /** Order within its action's stage, from 1. */
      position: z.int(),
      /** The condition, in the rule language. */
      source: z.string(),
      /** A default list's rule: its source and action never change and it is never deleted; it may be put in shadow or disabled. */
      builtIn: z.boolean(),
      createdAt: z.string(),
      updatedAt: z.string(),
      updatedBy: z._default(z.nullable(person(z)), null),
      /** The merchant's payments of the last 30 days it matched when they were made (deciding or in shadow). */
      matches30d: z._default(z.int(), 0),
    }),
  });

export const antifraudReviewAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('antifraud-reviews'),
    id: z.string(),
    attributes: z.looseObject({
      transactionId: z.string(),
      amount: z.int(),
      currency: z.string(),
      ruleId: z.string(),
      ruleName: z.string(),
      /** Why the rule held it: its conditions on this payment, in words (`:amount: > EUR 500.00 (EUR 812.00)`). */
      reason: z.string(),
      status: z.enum(reviewStatuses),
      openedAt: z.string(),
      closedAt: z._default(z.nullable(z.string()), null),
      closedBy: z._default(z.nullable(person(z)), null),
    }),
    relationships: z.optional(z.looseObject({ transaction: link(z), project: link(z) })),
  });

export const antifraudSettingsAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('antifraud-settings'),
    /** The merchant's (the workspace's root). */
    id: z.string(),
    attributes: z.looseObject({ elevatedAt: z.int(), highestAt: z.int() }),
  });

/** A payment as the rules see it (`PaymentFacts` of the rule language): amounts in minor units, velocity of the merchant's earlier payments. */
export const paymentFacts = (z: Zod) =>
  z.looseObject({
    amount: z.int(),
    currency: z.string(),
    amountInEur: z.int(),
    riskScore: z.int(),
    riskLevel: z.enum(riskLevels),
    paymentMethod: z.string(),
    cardBrand: z.nullable(z.string()),
    cardCountry: z.nullable(z.string()),
    cardBin: z.nullable(z.string()),
    cardFingerprint: z.nullable(z.string()),
    ipAddress: z.nullable(z.string()),
    ipCountry: z.nullable(z.string()),
    email: z.string(),
    emailDomain: z.string(),
    customerId: z.nullable(z.string()),
    paymentsPerCard1h: z.int(),
    paymentsPerCard24h: z.int(),
    paymentsPerEmail24h: z.int(),
    paymentsPerIp1h: z.int(),
    declinesPerCard24h: z.int(),
  });

/** One past payment of a backtest (plain rows, not JSON:API objects: a page holds up to 5,000). */
export const backtestRowAnswer = (z: Zod) =>
  z.looseObject({ id: z.string(), createdAt: z.string(), facts: paymentFacts(z), outcome: z.enum(backtestOutcomes) });

/** The first page's `lists` (current members only) and `rules`, so that a backtest needs no other call. */
export const backtestMeta = (z: Zod) =>
  z.looseObject({
    page: z.looseObject({ total: z.int(), next: z.nullable(z.string()) }),
    lists: z.optional(z.array(z.looseObject({ alias: z.string(), kind: z.enum(listKinds), purpose: z.enum(listPurposes), items: z.array(z.string()) }))),
    rules: z.optional(
      z.array(
        z.looseObject({
          id: z.string(),
          name: z.string(),
          action: z.enum(ruleActions),
          mode: z.enum(ruleModes),
          position: z.int(),
          source: z.string(),
        }),
      ),
    ),
  });

/** `addItems`: how many were added, and how many were already members (skipped). */
export const addItemsMeta = (z: Zod) => z.looseObject({ added: z.int(), alreadyListed: z.int() });

// ——— payloads —————————————————————————————————————————————————————————————————————————

const resourceId = (z: Zod) => z.string({ error: 'Resource is required' }).check(z.minLength(1, { error: 'Resource is required' }));
const instant = (z: Zod, message: string) => z.string({ error: message }).check(z.refine(s.isInstant, { error: message }));

const listName = (z: Zod) => s.requiredText(z, 'Name is required', 1, LIST_NAME_MAX, `Name is at most ${LIST_NAME_MAX} characters`);
const ruleName = (z: Zod) => s.requiredText(z, 'Name is required', 1, RULE_NAME_MAX, `Name is at most ${RULE_NAME_MAX} characters`);
const ruleSource = (z: Zod) => s.requiredText(z, 'Write the condition', 1, RULE_SOURCE_MAX, `A rule is at most ${RULE_SOURCE_MAX} characters`);
const ruleAction = (z: Zod) => z.enum(ruleActions, { error: `Action is one of ${ruleActions.join(', ')}` });
const ruleMode = (z: Zod) => z.enum(ruleModes, { error: `Mode is one of ${ruleModes.join(', ')}` });
const position = (z: Zod) => z.int({ error: 'Position is a whole number from 1' }).check(z.gte(1, { error: 'Position is a whole number from 1' }));

export const createListPayload = (z: Zod) =>
  z.object({
    resourceId: resourceId(z),
    data: z.object({
      type: z.optional(z.literal('antifraud-lists')),
      attributes: z.object({
        alias: z
          .string({ error: 'Alias is required' })
          .check(z.trim(), z.regex(LIST_ALIAS, { error: 'Alias is 2–40 lower-case letters, digits or _, starting with a letter' })),
        name: listName(z),
        kind: z.enum(listKinds, { error: `Kind is one of ${listKinds.join(', ')}` }),
        purpose: z.enum(listPurposes, { error: 'Purpose is block, allow or review' }),
      }),
    }),
  });

const REASON = `Reason is plain text of at most ${ITEM_REASON_MAX} characters`;

export const addItemsPayload = (z: Zod) =>
  z.object({
    id: z.optional(z.string()),
    data: z.object({
      type: z.optional(z.literal('antifraud-list-items')),
      attributes: z.object({
        items: z
          .array(z.object({ value: z.string({ error: 'Each item is text' }) }), { error: 'Give the items to add' })
          .check(z.minLength(1, { error: 'Give at least one item' }), z.maxLength(ADD_ITEMS_MAX, { error: `At most ${ADD_ITEMS_MAX} items at once` })),
        reason: z._default(z.string({ error: REASON }).check(z.trim(), z.maxLength(ITEM_REASON_MAX, { error: REASON })), ''),
        expiresAt: z._default(z.nullable(instant(z, 'Expiry must be a date')), null),
      }),
    }),
  });

export const removeItemPayload = (z: Zod) =>
  z.object({ id: z.optional(z.string()), itemId: z.string({ error: 'Item is required' }).check(z.minLength(1, { error: 'Item is required' })) });

export const createRulePayload = (z: Zod) =>
  z.object({
    resourceId: resourceId(z),
    data: z.object({
      type: z.optional(z.literal('antifraud-rules')),
      attributes: z.object({
        name: ruleName(z),
        action: ruleAction(z),
        mode: z._default(ruleMode(z), 'enabled'),
        source: ruleSource(z),
        /** Where in its stage (from 1); at the end when absent. */
        position: z.optional(position(z)),
      }),
    }),
  });

export const updateRulePayload = (z: Zod) =>
  z.object({
    id: z.optional(z.string()),
    data: z.object({
      type: z.optional(z.literal('antifraud-rules')),
      attributes: z.object({ name: z.optional(ruleName(z)), source: z.optional(ruleSource(z)), action: z.optional(ruleAction(z)) }).check(
        z.refine((a: { name?: string; source?: string; action?: string }) => a.name !== undefined || a.source !== undefined || a.action !== undefined, {
          error: 'Change the name, the condition or the action',
          params: { code: 'required' },
        }),
      ),
    }),
  });

export const setModePayload = (z: Zod) =>
  z.object({ id: z.optional(z.string()), data: z.object({ type: z.optional(z.literal('antifraud-rules')), attributes: z.object({ mode: ruleMode(z) }) }) });

export const moveRulePayload = (z: Zod) => z.object({ id: z.optional(z.string()), position: position(z) });

const threshold = (z: Zod, name: string) =>
  z
    .int({ error: `${name} is a whole number from 1 to 100` })
    .check(z.gte(1, { error: `${name} is at least 1` }), z.lte(100, { error: `${name} is at most 100` }));

export const antifraudSettingsPayload = (z: Zod) =>
  z.object({ resourceId: resourceId(z), elevatedAt: threshold(z, 'Elevated'), highestAt: threshold(z, 'Highest') }).check(
    z.refine((v: { elevatedAt: number; highestAt: number }) => v.elevatedAt < v.highestAt, {
      error: 'Highest must be above elevated',
      path: ['highestAt'],
    }),
  );

const resourcePayload = (z: Zod) => z.object({ resourceId: resourceId(z) });

export const backtestDataPayload = (z: Zod) =>
  z.object({
    resourceId: resourceId(z),
    days: z.literal(backtestWindows, { error: 'A backtest reads 30 or 90 days' }),
    page: z._default(
      z.object({
        size: z._default(
          z
            .int({ error: `At most ${BACKTEST_PAGE_MAX} per page` })
            .check(z.gte(1), z.lte(BACKTEST_PAGE_MAX, { error: `At most ${BACKTEST_PAGE_MAX} per page` })),
          BACKTEST_PAGE_MAX,
        ),
        after: z.optional(z.string()),
      }),
      { size: BACKTEST_PAGE_MAX },
    ),
  });

export const antifraudActions = {
  'antifraud-lists/list': action('antifraud-lists/list', { payload: s.resourceListRequest, answer: (z) => list(z, antifraudListAnswer), meta: s.listMeta }),
  'antifraud-lists/get': action('antifraud-lists/get', { target: true, payload: s.targetPayload, answer: antifraudListAnswer }),
  'antifraud-lists/items': action('antifraud-lists/items', {
    target: true,
    payload: s.targetListRequest,
    answer: (z) => list(z, antifraudListItemAnswer),
    meta: s.listMeta,
  }),
  'antifraud-lists/create': action('antifraud-lists/create', { mutates: true, payload: createListPayload, answer: antifraudListAnswer }),
  'antifraud-lists/delete': action('antifraud-lists/delete', { mutates: true, target: true, payload: s.targetPayload, answer: s.nullAnswer }),
  'antifraud-lists/addItems': action('antifraud-lists/addItems', {
    mutates: true,
    target: true,
    payload: addItemsPayload,
    answer: antifraudListAnswer,
    meta: addItemsMeta,
  }),
  'antifraud-lists/removeItem': action('antifraud-lists/removeItem', { mutates: true, target: true, payload: removeItemPayload, answer: antifraudListAnswer }),

  'antifraud-rules/list': action('antifraud-rules/list', { payload: s.resourceListRequest, answer: (z) => list(z, antifraudRuleAnswer), meta: s.listMeta }),
  'antifraud-rules/get': action('antifraud-rules/get', { target: true, payload: s.targetPayload, answer: antifraudRuleAnswer }),
  'antifraud-rules/create': action('antifraud-rules/create', { mutates: true, payload: createRulePayload, answer: antifraudRuleAnswer }),
  'antifraud-rules/update': action('antifraud-rules/update', { mutates: true, target: true, payload: updateRulePayload, answer: antifraudRuleAnswer }),
  'antifraud-rules/setMode': action('antifraud-rules/setMode', { mutates: true, target: true, payload: setModePayload, answer: antifraudRuleAnswer }),
  'antifraud-rules/move': action('antifraud-rules/move', { mutates: true, target: true, payload: moveRulePayload, answer: antifraudRuleAnswer }),
  'antifraud-rules/delete': action('antifraud-rules/delete', { mutates: true, target: true, payload: s.targetPayload, answer: s.nullAnswer }),

  'antifraud-reviews/list': action('antifraud-reviews/list', {
    payload: s.resourceListRequest,
    answer: (z) => list(z, antifraudReviewAnswer),
    meta: s.listMeta,
  }),
  'antifraud-reviews/get': action('antifraud-reviews/get', { target: true, payload: s.targetPayload, answer: antifraudReviewAnswer }),
  'antifraud-reviews/approve': action('antifraud-reviews/approve', {
    mutates: true,
    movesMoney: true,
    target: true,
    payload: s.targetPayload,
    answer: antifraudReviewAnswer,
  }),
  'antifraud-reviews/refundAsFraud': action('antifraud-reviews/refundAsFraud', {
    mutates: true,
    movesMoney: true,
    target: true,
    payload: s.targetPayload,
    answer: antifraudReviewAnswer,
  }),
  'antifraud-reviews/cancel': action('antifraud-reviews/cancel', {
    mutates: true,
    movesMoney: true,
    target: true,
    payload: s.targetPayload,
    answer: antifraudReviewAnswer,
  }),

  'antifraud/getSettings': action('antifraud/getSettings', { payload: resourcePayload, answer: antifraudSettingsAnswer }),
  'antifraud/updateSettings': action('antifraud/updateSettings', { mutates: true, payload: antifraudSettingsPayload, answer: antifraudSettingsAnswer }),
  'antifraud/backtestData': action('antifraud/backtestData', { payload: backtestDataPayload, answer: (z) => list(z, backtestRowAnswer), meta: backtestMeta }),
};
