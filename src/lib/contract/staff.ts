/**
 * Internal-user administration (docs/api/staff.md): the provider's own staff find any user across
 * merchants by e-mail, see their identities, workspaces, sessions and sign-ins, and block, suspend,
 * unblock, reset the second factor, end the sessions or resend an invitation. Each change carries a
 * reason, asks for a fresh second factor and is written to the internal audit and, as a provider
 * action, to the audit trail of every workspace the user belongs to.
 */
import type { z as zod } from 'zod/mini';
import type { Zod } from '@/lib/validation';
import { action, list } from './define';
import * as s from './schemas';

/** Held by staff on a global group only: no merchant role grants them (mocks/db/permissions.ts). */
export const STAFF_USERS_READ = 'internal-users.read';
export const STAFF_USERS_WRITE = 'internal-users.write';
export const STAFF_AUDIT_READ = 'internal-audit.read';
export const staffPermissions = [STAFF_USERS_READ, STAFF_USERS_WRITE, STAFF_AUDIT_READ] as const;

export const STAFF_REASON_MIN = 10;
export const STAFF_REASON_MAX = 500;
/** The longest suspension staff may set; longer is a block. */
export const SUSPENSION_MAX_DAYS = 90;

export const accountStatuses = ['active', 'blocked', 'suspended'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/** The changes staff make, by action; the internal audit's `action` and the merchant trail's. */
export const staffChanges = ['block', 'suspend', 'unblock', 'resetSecondFactor', 'endSessions', 'resendInvitation'] as const;
export type StaffChange = (typeof staffChanges)[number];

export const staffUserFilterFields = ['email', 'status'] as const;
export const staffAuditFilterFields = ['action', 'userId', 'at'] as const;

// ——— answers ————————————————————————————————————————————————————————————————————————————

const staffUserAttributes = (z: Zod) => ({
  email: z.string(),
  name: z._default(z.string(), ''),
  status: z.enum(accountStatuses),
  suspendedUntil: z._default(z.nullable(z.string()), null),
  twoFaEnabled: z._default(z.boolean(), false),
  passkeys: z._default(z.int(), 0),
  lastSignInAt: z._default(z.nullable(z.string()), null),
  workspaceCount: z._default(z.int(), 0),
  activeSessions: z._default(z.int(), 0),
});

export const staffUserAnswer = (z: Zod) => z.looseObject({ type: z.literal('staff-users'), id: z.string(), attributes: z.looseObject(staffUserAttributes(z)) });
export type StaffUserAnswer = zod.output<ReturnType<typeof staffUserAnswer>>;

const place = (z: Zod) => z.looseObject({ id: z.string(), name: z.string(), resourceType: z.string() });

/** One user in full: their identities with each group's role and place, sessions, recent sign-ins and pending invitations. */
export const staffUserDetailsAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('staff-users'),
    id: z.string(),
    attributes: z.looseObject({
      ...staffUserAttributes(z),
      identities: z.array(
        z.looseObject({
          id: z.string(),
          status: z.string(),
          groups: z.array(
            z.looseObject({
              id: z.string(),
              name: z.string(),
              role: z.string(),
              resource: z.nullable(place(z)),
              merchant: z._default(z.nullable(z.string()), null),
            }),
          ),
        }),
      ),
      sessions: z.array(
        z.looseObject({
          id: z.string(),
          createdAt: z.string(),
          lastUsedAt: z._default(z.nullable(z.string()), null),
          userAgent: z._default(z.string(), ''),
          ip: z._default(z.string(), ''),
        }),
      ),
      signIns: z.array(
        z.looseObject({
          at: z.string(),
          outcome: z.string(),
          ip: z._default(z.nullable(z.string()), null),
          userAgent: z._default(z.nullable(z.string()), null),
        }),
      ),
      invitations: z.array(z.looseObject({ id: z.string(), resource: place(z), role: z.string(), invitedAt: z.string(), expiresAt: z.string() })),
    }),
  });
export type StaffUserDetails = zod.output<ReturnType<typeof staffUserDetailsAnswer>>;

export const staffAuditAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('staff-audit-entries'),
    id: z.string(),
    attributes: z.looseObject({
      at: z.string(),
      action: z.enum(staffChanges),
      actor: z.looseObject({ id: z.string(), name: z._default(z.string(), ''), email: z._default(z.string(), '') }),
      user: z.looseObject({ id: z.string(), email: z.string() }),
      reason: z.string(),
      details: z._default(z.record(z.string(), z.string()), {}),
      workspaces: z._default(z.array(z.looseObject({ id: z.string(), name: z.string() })), []),
    }),
  });
export type StaffAuditAnswer = zod.output<ReturnType<typeof staffAuditAnswer>>;

// ——— payloads ———————————————————————————————————————————————————————————————————————————

const reasonText = (z: Zod) =>
  s.requiredText(z, 'Give a reason', STAFF_REASON_MIN, STAFF_REASON_MAX, `A reason is ${STAFF_REASON_MIN} to ${STAFF_REASON_MAX} characters`);

/** `{id, data: {attributes: {reason}}}`: every change says why. */
const reasonPayload = (z: Zod) =>
  z.object({ id: z.optional(z.string()), data: z.object({ type: z.optional(z.string()), attributes: z.object({ reason: reasonText(z) }) }) });

/** A suspension also says until when (an instant; the server checks it is ahead and within `SUSPENSION_MAX_DAYS`). */
const suspendPayload = (z: Zod) =>
  z.object({
    id: z.optional(z.string()),
    data: z.object({
      type: z.optional(z.string()),
      attributes: z.object({
        reason: reasonText(z),
        until: z.string({ error: 'Choose until when' }).check(z.refine(s.isInstant, { error: 'Choose until when' })),
      }),
    }),
  });

/** Resending one of the user's pending invitations: which one. */
const resendPayload = (z: Zod) =>
  z.object({
    id: z.optional(z.string()),
    data: z.object({
      type: z.optional(z.string()),
      attributes: z.object({
        reason: reasonText(z),
        invitationId: z.string({ error: 'Choose an invitation' }).check(z.minLength(1, { error: 'Choose an invitation' })),
      }),
    }),
  });

const change = <P extends zod.ZodMiniType>(name: string, payload: (z: Zod) => P) =>
  action(name, { mutates: true, target: true, payload, answer: staffUserAnswer });

export const staffActions = {
  'staff-users/list': action('staff-users/list', { payload: s.listRequest, answer: (z) => list(z, staffUserAnswer), meta: s.listMeta }),
  'staff-users/get': action('staff-users/get', { target: true, payload: s.targetPayload, answer: staffUserDetailsAnswer }),
  'staff-users/block': change('staff-users/block', reasonPayload),
  'staff-users/suspend': change('staff-users/suspend', suspendPayload),
  'staff-users/unblock': change('staff-users/unblock', reasonPayload),
  'staff-users/resetSecondFactor': change('staff-users/resetSecondFactor', reasonPayload),
  'staff-users/endSessions': change('staff-users/endSessions', reasonPayload),
  'staff-users/resendInvitation': change('staff-users/resendInvitation', resendPayload),
  'staff-audit/list': action('staff-audit/list', { payload: s.listRequest, answer: (z) => list(z, staffAuditAnswer), meta: s.listMeta }),
};

/** The action of each change. */
export const staffChangeAction = (change: StaffChange) => `staff-users/${change}` as const;
