/**
 * The audit trail (docs/api/audit.md): every change anyone applied in an organization, written by
 * the server's action layer once per applied action (never for a replayed requestReference).
 * Read by admins (`audit-log.read`) on the `main` endpoint.
 */
import type { z as zod } from 'zod/mini';
import type { Zod } from '@/lib/validation';
import { action, list } from './define';
import * as s from './schemas';

export { AUDIT_READ } from './audit-permissions';

/**
 * Fields `audit/list` filters on; sorts on `at` (default `-at`). `search` matches the object id and the actor's name and e-mail;
 * `ip` the session's address; `securityEvent` (`eq` true) keeps the security log's events (`security-events.ts`).
 */
export const auditFilterFields = ['actorId', 'action', 'objectType', 'objectId', 'at', 'search', 'ip', 'securityEvent'] as const;

/** What the export of the filtered rows reads at most (the list's page size limit times 20). */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

const value = (z: Zod) => z._default(z.nullable(z.unknown()), null);

export const auditEntryAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('audit-entries'),
    id: z.string(),
    attributes: z.looseObject({
      at: z.string(),
      /** The action applied (`transactions/refund`, `team/changeRole`, `identities/replaceIdentityGroups`…). */
      action: z.string(),
      // `provider`: the provider's staff made it (docs/api/staff.md); no name, e-mail, device or address is given.
      actor: z.looseObject({ id: z.string(), name: z._default(z.string(), ''), email: z._default(z.string(), ''), provider: z.optional(z.boolean()) }),
      /** The session (access token) the change was made from, with its device and address. */
      session: z.looseObject({ id: z.string(), userAgent: z._default(z.nullable(z.string()), null), ip: z._default(z.nullable(z.string()), null) }),
      /** The object changed; `type` is its JSON:API type (`transactions`, `team-members`…). */
      object: z.looseObject({ type: z.string(), id: z.string() }),
      /** The workspace (organization or project) the object belongs to. */
      resource: z._default(z.nullable(z.looseObject({ id: z.string(), name: z.string() })), null),
      /** The fields that changed, with their values before and after (a created object: before null). */
      changes: z._default(z.array(z.looseObject({ field: z.string(), before: value(z), after: value(z) })), []),
    }),
  });
export type AuditEntryAnswer = zod.output<ReturnType<typeof auditEntryAnswer>>;

export const auditActions = {
  'audit/list': action('audit/list', { payload: s.resourceListRequest, answer: (z) => list(z, auditEntryAnswer), meta: s.listMeta }),
};
