/**
 * Schema builders of the action contract. Each takes the zod kit and returns a schema, so the
 * contract can be built lazily in the app (zod loads with the first parse) and eagerly in the
 * sandbox. Types only from zod here: this module must not load zod.
 *
 * Answers are lenient where the screens are (defaults, nullish fields, unknown keys kept: objects
 * are `looseObject`); payloads are strict about what the server acts on.
 */
import type { z as zod } from 'zod/mini';
import { languageCodes } from '@/lib/i18n/languages';
import { notificationKinds, type NotificationKind } from './notification-kinds';
import type { Zod } from '@/lib/validation';

// ——— shared pieces ————————————————————————————————————————————————————————————————————

/** A text field: trimmed, refused with `required` when empty, then checked by length. */
export const requiredText = (z: Zod, required: string, min: number, max: number, invalid: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? required : invalid) }).check(
    z.trim(),
    z.refine((value: string) => value.length > 0, { error: required, params: { code: 'required' }, abort: true }),
    z.minLength(min, { error: invalid }),
    z.maxLength(max, { error: invalid }),
  );

/** `{type, id}` of a relationship; `type` optional (the server reads only the id). */
const linkage = (z: Zod, required: string) =>
  z.object({
    type: z.optional(z.string()),
    id: z.string({ error: required }).check(z.minLength(1, { error: required })),
  });

/** `{data: linkage}` of a relationship named in a JSON:API body. */
export const relationship = (z: Zod, required: string) => z.object({ data: linkage(z, required) }, { error: required });

/** A JSON:API body `{data: {type?, attributes, relationships?}}`; `type` is optional (the sandbox always accepted bodies without it). */
export const jsonApiData = <T extends string, A extends zod.ZodMiniType, R extends zod.ZodMiniType>(z: Zod, type: T, attributes: A, relationships: R) =>
  z.object({ data: z.object({ type: z.optional(z.literal(type)), attributes, relationships }) });

export const isTimezone = (value: string) => {
  if (value === 'utc' || value === 'UTC') return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

export const isInstant = (value: string) => value.length > 0 && !Number.isNaN(Date.parse(value));

// ——— lists ——————————————————————————————————————————————————————————————————————————————

export const PAGE_SIZE_LIMIT = 500;
export const filterOperators = ['eq', 'ne', 'in', 'gte', 'lte', 'contains'] as const;
export type FilterOperator = (typeof filterOperators)[number];

/**
 * What every list action accepts besides its own fields:
 * - `filter: {field: value}` — shorthand for `eq` filters (`{resourceType: 'organization'}`);
 * - `filters: [{field, operator, value}]` — operators `eq` (default), `ne`, `in` (value: a list),
 *   `gte`, `lte`, `contains` (case-insensitive text);
 * - `sort` — JSON:API style `'-createdAt,name'` (a `-` for descending), or `[{field, direction}]`;
 * - `page: {size ≤ 500, after?}` — `after` is the id of the last row of the previous page (cursor);
 *   `page.number` (1-based) pages by offset instead.
 */
export const listShape = (z: Zod) => ({
  filter: z.optional(z.record(z.string(), z.unknown())),
  filters: z.optional(
    z.array(
      z.object({
        field: z.string().check(z.minLength(1)),
        operator: z._default(z.enum(filterOperators, { error: `Operator is one of ${filterOperators.join(', ')}` }), 'eq'),
        value: z.optional(z.unknown()),
      }),
    ),
  ),
  sort: z.optional(
    z.union([z.string(), z.array(z.object({ field: z.string().check(z.minLength(1)), direction: z._default(z.enum(['asc', 'desc']), 'asc') }))], {
      error: "Sort is '-field,field' or [{field, direction}]",
    }),
  ),
  page: z.optional(
    z.object({
      size: z.optional(z.int().check(z.gte(1), z.lte(PAGE_SIZE_LIMIT, { error: `At most ${PAGE_SIZE_LIMIT} per page` }))),
      after: z.optional(z.string()),
      number: z.optional(z.int().check(z.gte(1))),
    }),
  ),
});

/** A list request with no other field; the whole payload may be absent. */
export const listRequest = (z: Zod) => z._default(z.object(listShape(z)), {});

/** A list request of one resource's rows: `resourceId` plus the list fields. */
export const resourceListRequest = (z: Zod) =>
  z.object({ resourceId: z.string({ error: 'Resource is required' }).check(z.minLength(1, { error: 'Resource is required' })), ...listShape(z) });

export const listMeta = (z: Zod) =>
  z._default(
    z.looseObject({
      page: z.optional(
        z.looseObject({
          total: z.optional(z.int().check(z.nonnegative())),
          size: z.optional(z.int()),
          after: z.optional(z.string()),
          number: z.optional(z.int()),
        }),
      ),
    }),
    {},
  );

// ——— payloads —————————————————————————————————————————————————————————————————————————

/** No payload: anything sent is ignored. */
export const noPayload = (z: Zod) => z.optional(z.unknown());

/** An action on one object: `id` in the envelope or in the payload. */
export const targetPayload = (z: Zod) => z._default(z.object({ id: z.optional(z.string()) }), {});

/** A list of one object's rows (a resource's descendants): `id` in the envelope or in the payload, plus the list fields. */
export const targetListRequest = (z: Zod) => z._default(z.object({ id: z.optional(z.string()), ...listShape(z) }), {});

const twoFaCode = (z: Zod) => z.string({ error: 'Enter the 6-digit code' }).check(z.regex(/^\d{6}$/, { error: 'Enter the 6-digit code' }));

export const twoFaCodePayload = <T extends string>(z: Zod, type: T) =>
  z.object({ data: z.object({ type: z.optional(z.literal(type)), attributes: z.object({ code: twoFaCode(z) }) }) });

/**
 * A fresh second factor for the step-up window (docs/security.md): a 6-digit code or a passkey's
 * assertion (WebAuthn `AuthenticationResponseJSON`, verified by the server).
 */
export const stepUpPayload = (z: Zod) =>
  z.object({
    data: z.object({
      type: z.optional(z.literal('step-up')),
      attributes: z.object({ code: z.optional(twoFaCode(z)), passkey: z.optional(z.looseObject({ id: z.string() })) }),
    }),
  });

/** The window a confirmation opened: until when this session may make sensitive changes. */
export const stepUpAnswer = (z: Zod) => z.object({ type: z.literal('step-up'), id: z.string(), attributes: z.object({ until: z.string() }) });

/** `{phone, code?}`, or the JSON:API form `{data:{attributes:{phone, code?}}}`; the number's format is the server's rule (`invalid-phone`). */
export const phonePayload = (z: Zod) =>
  z.object({
    phone: z.optional(z.string()),
    code: z.optional(z.string()),
    data: z.optional(z.object({ type: z.optional(z.string()), attributes: z.object({ phone: z.optional(z.string()), code: z.optional(z.string()) }) })),
  });

const layoutTypes = ['constrained', 'fluid'] as const;
const themes = ['auto', 'light', 'dark'] as const;

export const userPatchPayload = (z: Zod) => {
  const invalid = (key: string) => ({ error: `Invalid ${key}` });
  return jsonApiData(
    z,
    'users',
    z.object({
      name: z.optional(
        z
          .string({ error: 'Name must be 1–100 characters' })
          .check(z.trim(), z.minLength(1, { error: 'Name must be 1–100 characters' }), z.maxLength(100, { error: 'Name must be 1–100 characters' })),
      ),
      phone: z.optional(
        z.nullable(z.string({ error: 'Enter a valid phone number' }).check(z.regex(/^(\+?[0-9 ()-]{6,20})?$/, { error: 'Enter a valid phone number' }))),
      ),
      isTimezoneSet: z.optional(z.boolean({ error: 'Must be true or false' })),
      preferences: z.optional(
        z.object({
          timezone: z.optional(z.string(invalid('timezone')).check(z.refine(isTimezone, invalid('timezone')))),
          layoutType: z.optional(z.enum(layoutTypes, invalid('layoutType'))),
          theme: z.optional(z.enum(themes, invalid('theme'))),
          dateFormat: z.optional(z.string(invalid('dateFormat')).check(z.minLength(1, invalid('dateFormat')), z.maxLength(32, invalid('dateFormat')))),
          language: z.optional(z.enum(languageCodes, invalid('language'))),
          notifications: z.optional(
            z.object(
              Object.fromEntries(notificationKinds.map((kind) => [kind, z.optional(z.boolean(invalid(`notifications.${kind}`)))])) as Record<
                NotificationKind,
                zod.ZodMiniOptional<zod.ZodMiniBoolean>
              >,
              invalid('notifications'),
            ),
          ),
        }),
      ),
    }),
    z.optional(z.unknown()),
  );
};

const organizationName = (z: Zod) => requiredText(z, 'Name is required', 2, 100, 'Name must be 2–100 characters');

export const ORGANIZATION_NUMBER = /^[A-Z0-9-]{4,20}$/;

export const createOrganizationPayload = (z: Zod) =>
  jsonApiData(
    z,
    'organizations',
    z.object({
      name: organizationName(z),
      number: z.string({ error: 'Organization number is required' }).check(
        z.trim(),
        z.refine((value: string) => value.length > 0, { error: 'Organization number is required', params: { code: 'required' }, abort: true }),
        z.regex(ORGANIZATION_NUMBER, { error: 'Use 4–20 capital letters, digits or dashes' }),
      ),
    }),
    z.object({ merchant: relationship(z, 'Merchant is required') }, { error: 'Merchant is required' }),
  );

export const createProjectPayload = (z: Zod) =>
  jsonApiData(
    z,
    'projects',
    z.object({
      name: organizationName(z),
      website: z.optional(
        z.string({ error: 'Enter a valid URL' }).check(
          z.trim(),
          z.refine((value: string) => value === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value), { error: 'Enter a valid URL' }),
        ),
      ),
      mode: z._default(z.enum(['live', 'sandbox'], { error: 'Mode is live or sandbox' }), 'live'),
    }),
    z.object({ organization: relationship(z, 'Organization is required') }, { error: 'Organization is required' }),
  );

export const statisticsPayload = (z: Zod) => {
  const instant = (name: string) => z.string({ error: `${name} must be an ISO date` }).check(z.refine(isInstant, { error: `${name} must be an ISO date` }));
  return z.object({
    resourceId: z.string({ error: 'Resource is required' }).check(z.minLength(1, { error: 'Resource is required' })),
    from: instant('from'),
    to: instant('to'),
    timezone: z._default(z.string({ error: 'Unknown time zone' }).check(z.refine(isTimezone, { error: 'Unknown time zone' })), 'utc'),
  });
};

// ——— answers ——————————————————————————————————————————————————————————————————————————

const link = (z: Zod) => z.optional(z.looseObject({ data: z.nullable(z.looseObject({ type: z.optional(z.string()), id: z.string() })) }));

export const resourceAnswer = (z: Zod) =>
  z.looseObject({
    type: z.optional(z.string()),
    id: z.string(),
    attributes: z.looseObject({
      name: z.string(),
      resourceType: z.string(),
      mode: z.nullish(z.enum(['live', 'sandbox'])),
      number: z.nullish(z.string()),
    }),
    relationships: z.optional(z.looseObject({ parent: link(z), merchant: link(z) })),
  });

const defaultPreferences = { timezone: 'utc', layoutType: 'constrained' as const, theme: 'auto' as const, dateFormat: 'dd.MM.yyyy' };

export const userAnswer = (z: Zod) =>
  z.looseObject({
    type: z.optional(z.string()),
    id: z.string(),
    attributes: z.looseObject({
      email: z.string(),
      name: z.nullish(z.string()),
      twoFaEnabled: z._default(z.boolean(), false),
      phone: z.nullish(z.string()),
      isTimezoneSet: z._default(z.boolean(), false),
      preferences: z._default(
        z.looseObject({
          timezone: z._default(z.string(), 'utc'),
          layoutType: z._default(z.enum(layoutTypes), 'constrained'),
          theme: z._default(z.enum(themes), 'auto'),
          dateFormat: z._default(z.string(), 'dd.MM.yyyy'),
          language: z.optional(z.string()),
          notifications: z.optional(z.record(z.string(), z.boolean())),
        }),
        defaultPreferences,
      ),
    }),
  });

export const twoFaSecretAnswer = (z: Zod) =>
  z.looseObject({ type: z.optional(z.string()), id: z.optional(z.string()), attributes: z.looseObject({ secret: z.string(), otpauthUrl: z.string() }) });

export const phoneVerificationAnswer = (z: Zod) =>
  z.looseObject({
    type: z.optional(z.string()),
    id: z.optional(z.string()),
    attributes: z.looseObject({ phone: z.string(), codeLength: z._default(z.int(), 6) }),
  });

export const phoneVerificationMeta = (z: Zod) => z._default(z.looseObject({ sandboxCode: z.optional(z.string()) }), {});

export const permissionsAnswer = (z: Zod) =>
  z.looseObject({ type: z.optional(z.string()), id: z.optional(z.string()), attributes: z.looseObject({ permissions: z.array(z.string()) }) });

export const permissionsMeta = (z: Zod) =>
  z.looseObject({
    catalogue: z.record(z.string(), z.string()),
    /**
     * The caller's role on the resource may give permissions it does not hold itself (spec §6: the
     * developer role), e.g. to an API key: a screen offers every permission instead of only those held.
     */
    mayEscalate: z._default(z.boolean(), false),
  });

export const accessTokenAnswer = (z: Zod) =>
  z.looseObject({
    type: z.optional(z.string()),
    id: z.string(),
    attributes: z.looseObject({
      createdAt: z.string(),
      lastUsedAt: z.nullish(z.string()),
      userAgent: z.nullish(z.string()),
      ip: z.nullish(z.string()),
      /** Where the address is (city, country), when known. */
      location: z._default(z.nullable(z.string()), null),
      current: z._default(z.boolean(), false),
    }),
  });

export const projectAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('projects'),
    id: z.string(),
    attributes: z.looseObject({
      name: z.string(),
      mode: z.catch(z.enum(['live', 'sandbox']), 'live'),
      website: z.nullish(z.string()),
      createdAt: z.nullish(z.string()),
    }),
    relationships: z.optional(z.looseObject({ organization: link(z) })),
  });

export const statisticsAnswer = (z: Zod) => {
  const count = z.int().check(z.nonnegative());
  // Money is an integer in minor units; a float here is a contract violation.
  const minorUnits = z.int();
  return z.looseObject({
    type: z.literal('transaction-statistics'),
    id: z.optional(z.string()),
    attributes: z.looseObject({
      currencies: z.array(z.looseObject({ currency: z.string(), volume: minorUnits, count, approvedCount: count })),
      series: z.array(z.looseObject({ date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)), currency: z.string(), volume: minorUnits, count })),
      byStatus: z.array(z.looseObject({ status: z.string(), count })),
      byPaymentMethod: z.array(z.looseObject({ method: z.string(), count })),
      approvalRate: z.number().check(z.gte(0), z.lte(1)),
      totalCount: count,
    }),
  });
};

/** The screens show payout requests as they come (`unknown[]`): only an id is required. */
export const payoutRequestAnswer = (z: Zod) =>
  z.looseObject({
    type: z.optional(z.string()),
    id: z.string(),
    attributes: z.optional(z.looseObject({ amount: z.optional(z.int()), currency: z.optional(z.string()), status: z.optional(z.string()) })),
  });

/** `null` (an absent `data` reads as `null`). */
export const nullAnswer = (z: Zod) => z._default(z.null(), null);

/** An answer whose `meta` is not read: any object. */
export const anyMeta = (z: Zod) => z.optional(z.unknown());
