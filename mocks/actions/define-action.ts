/**
 * `defineAction`: one place for what every action checks before it runs, in this order:
 *
 * 1. the session's scope (step tokens may call only their actions) and, for workspace actions, an
 *    active identity;
 * 2. `permission` (a name, or a list: any of them) held somewhere: else `forbidden`;
 * 3. the payload against the contract (src/lib/contract): else the JSON:API errors with pointers
 *    into the payload (`/data/attributes/amount`);
 * 4. `resource`, the scope: the resource named by the envelope `id` (or `payload.id`), by
 *    `payload.resourceId`, or by a function of the payload. It must exist (`not-found`), the identity
 *    must reach it (`forbidden`) and hold `permission` on it (a transaction's project for
 *    `kind: 'transaction'`; for a merchant, on it or one of its organizations). Refusals about a
 *    resource named in the payload point at it.
 *
 * 5. for an action of the sensitive-action table (src/lib/contract/sensitive-actions.ts, which also
 *    holds its permission): the grant rule on what the object holds, then the step-up window
 *    (`sensitive.ts`).
 *
 * `run` gets the parsed payload (defaults applied, text trimmed) and the resolved resource.
 */
import { actionContract, validateWith, type ActionName, type ActionParsedPayload, type SafeParser } from '@/lib/contract';
import * as zodKit from '@/lib/validation/zod-kit';
import { canOn, can, reaches } from '../db/access';
import type { Identity, Resource, Session, Transaction, User } from '../db/schema';
import { db } from '../db/store';
import { isRecord, type ApiError } from '../handlers/respond';
import { scopeActions } from '../sessions';
import { sensitiveActionOf } from '@/lib/contract/sensitive-actions';
import { sensitiveRefusal } from './sensitive';
import { failure, refuse, type ActionOutcome, type ActionRequest } from './types';

export type ResourceKind = 'resource' | 'organization' | 'project' | 'merchant' | 'transaction';

/** Where the scope's id comes from. */
export type ResourceSource<P> =
  | 'id'
  | 'resourceId'
  | { from: 'id' | 'resourceId'; kind?: ResourceKind }
  | { from: (payload: P, request: ActionRequest) => unknown; kind?: ResourceKind; pointer: string };

export interface DefinedContext<P, I extends boolean> {
  session: Session;
  user: User;
  identity: I extends true ? Identity : Identity | null;
  request: ActionRequest;
  /** The payload as the contract parsed it. */
  payload: P;
  /** The scope resource (a transaction's project), when the action names one. */
  resource?: Resource;
  /** The transaction, for `kind: 'transaction'`. */
  transaction?: Transaction;
}

export interface ActionSpec<N extends ActionName, I extends boolean> {
  name: N;
  /** Needs a selected, active identity (implied by `permission` and `resource`). */
  needsIdentity?: I;
  /** A permission name, or a list of which any one will do. */
  permission?: string | readonly string[];
  resource?: ResourceSource<ActionParsedPayload<N>>;
  /** Overrides the contract's payload check (rarely needed: the contract is the rule). */
  payload?: (value: unknown) => { ok: true; value: ActionParsedPayload<N> } | { ok: false; errors: ApiError[] };
  /** Defaults to the contract's `mutates`. */
  mutates?: boolean;
  run: (context: DefinedContext<ActionParsedPayload<N>, I>) => ActionOutcome;
}

export interface DefinedAction {
  name: ActionName;
  endpoint: (typeof actionContract)[ActionName]['endpoint'];
  mutates: boolean;
  execute: (session: Session, request: ActionRequest) => ActionOutcome;
}

const kindTitles: Record<ResourceKind, string> = {
  resource: 'Resource',
  organization: 'Organization',
  project: 'Project',
  merchant: 'Merchant',
  transaction: 'Transaction',
};

/** The contract's payload schemas, built on first use with the zod kit (loaded eagerly in the sandbox). */
const payloadSchemas = new Map<ActionName, SafeParser<unknown>>();
function contractPayload(name: ActionName, value: unknown) {
  let schema = payloadSchemas.get(name);
  if (!schema) {
    schema = actionContract[name].build.payload(zodKit) as unknown as SafeParser<unknown>;
    payloadSchemas.set(name, schema);
  }
  return validateWith(schema, value);
}

const withPointer = (error: ApiError, pointer: string | undefined): ApiError => (pointer ? { ...error, source: { pointer } } : error);

interface Scope {
  resource: Resource;
  transaction?: Transaction;
}

/** Resolves the scope resource, or the refusal to answer. */
function resolveScope<P>(
  source: ResourceSource<P>,
  payload: P,
  request: ActionRequest,
  identity: Identity,
  permission: ActionSpec<ActionName, boolean>['permission'],
): Scope | ActionOutcome {
  const spec = typeof source === 'string' ? { from: source } : source;
  const kind: ResourceKind = spec.kind ?? 'resource';
  let id: unknown;
  let pointer: string | undefined;
  if (spec.from === 'id') {
    id = request.id ?? (isRecord(payload) ? payload.id : undefined);
  } else if (spec.from === 'resourceId') {
    id = isRecord(payload) ? payload.resourceId : undefined;
    pointer = '/resourceId';
  } else {
    id = spec.from(payload, request);
    pointer = 'pointer' in spec ? spec.pointer : undefined;
  }
  if (typeof id !== 'string' || !id) {
    return { errors: [{ code: 'required', title: `${kindTitles[kind]} is required`, source: { pointer: pointer ?? '/id' } }] };
  }
  const notFound = () => ({ errors: [withPointer({ code: 'not-found', title: `${kindTitles[kind]} not found` }, pointer)] });
  const forbidden = () => ({ errors: [withPointer({ code: 'forbidden', title: 'Forbidden' }, pointer)] });

  let transaction: Transaction | undefined;
  let resource: Resource | undefined;
  if (kind === 'transaction') {
    transaction = db.transactions.get(id);
    if (!transaction) return notFound();
    resource = db.resources.get(transaction.projectId);
    if (!resource) return notFound();
  } else {
    resource = db.resources.get(id);
    if (!resource || (kind !== 'resource' && resource.resourceType !== kind)) return notFound();
  }
  if (!reaches(identity, resource.id)) return forbidden();
  if (permission !== undefined && !canOn(identity, permission, resource)) return forbidden();
  return { resource, ...(transaction && { transaction }) };
}

const isScope = (value: Scope | ActionOutcome): value is Scope => 'resource' in value;

export function defineAction<N extends ActionName, I extends boolean = false>(spec: ActionSpec<N, I>): DefinedAction {
  const entry = actionContract[spec.name];
  // A sensitive action's permission is the sensitive-action table's, and only there.
  const sensitive = sensitiveActionOf(spec.name);
  if (sensitive && spec.permission !== undefined) throw new Error(`${spec.name}: its permission belongs in src/lib/contract/sensitive-actions.ts`);
  const permission = sensitive ? (sensitive.permission ?? undefined) : spec.permission;
  const needsIdentity = Boolean(spec.needsIdentity || permission !== undefined || spec.resource !== undefined);
  const check = spec.payload ?? ((value: unknown) => contractPayload(spec.name, value) as ReturnType<NonNullable<ActionSpec<N, I>['payload']>>);

  function execute(session: Session, request: ActionRequest): ActionOutcome {
    if (session.scope !== 'full' && !scopeActions[session.scope].includes(request.action)) return refuse();
    const user = db.users.get(session.userId);
    if (!user) return refuse();
    const identity = session.identityId ? (db.identities.get(session.identityId) ?? null) : null;
    if (needsIdentity && (!identity || identity.status !== 'active')) return refuse();
    if (permission !== undefined && !can(identity as Identity, permission)) return refuse();

    const parsed = check(request.payload);
    if (!parsed.ok) return { errors: parsed.errors };
    const payload = parsed.value;

    let scope: Scope | undefined;
    if (spec.resource !== undefined) {
      const resolved = resolveScope(spec.resource, payload, request, identity as Identity, permission);
      if (!isScope(resolved)) return resolved;
      scope = resolved;
    }
    const sensitiveRefused = sensitive && sensitiveRefusal(spec.name, { session, user, identity, request, payload });
    if (sensitiveRefused) return sensitiveRefused;
    try {
      return spec.run({
        session,
        user,
        identity: identity as DefinedContext<ActionParsedPayload<N>, I>['identity'],
        request,
        payload,
        ...(scope && { resource: scope.resource }),
        ...(scope?.transaction && { transaction: scope.transaction }),
      });
    } catch (error) {
      console.error('[sandbox] action failed', request.action, error);
      return failure('500', 'Some error occurred');
    }
  }

  return { name: spec.name, endpoint: entry.endpoint, mutates: spec.mutates ?? entry.mutates, execute };
}
