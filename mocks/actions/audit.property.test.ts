// @vitest-environment node
/**
 * The audit trail under random sequences of changes (issue 30, N2): payout methods added and
 * removed, saved views created and deleted, webhook endpoints enabled and disabled (often already
 * so), by two users, with requestReferences reused (the same request again: a retry after a lost
 * answer; or other content), injected faults, and the clock jumping past the 48 h the sandbox keeps
 * stored results. After every call, whatever its answer (the caller may never see it: a lost answer
 * changes nothing about what was applied):
 *
 * - a call that changed something (a row of the tables it acts on differs) wrote exactly one audit
 *   entry, of that action, by that user, about one of the rows that changed;
 * - a call that changed nothing (a replay, a refusal, a fault, a state already there) wrote none.
 *
 * Calls go straight to `dispatchAction` (no HTTP, no socket). Each sequence starts from the same
 * database: its writes are recorded by a write journal (`journalWrites`, db/table.ts) and undone
 * afterwards, which is the sandbox's reset without building the seed again (seconds each).
 * 1,000 sequences here; `AUDIT_RUNS=10000 npx vitest run mocks/actions/audit.property.test.ts` for more.
 */
import fc from 'fast-check';
import { resetClock } from '../clock';
import { sandboxControls } from '../controls';
import { db } from '../db/store';
import { journalWrites } from '../db/table';
import { clearFaults } from '../faults';
import '../node';
import { createSession } from '../sessions';
import { dispatchAction, forgetResults, type ActionEndpoint } from './dispatch';
import type { ActionRequest } from './types';

const RUNS = Number(process.env.AUDIT_RUNS ?? 1000);
const HOUR = 3_600_000;
const ORG = 'res_org_northwind';
const USERS = ['usr_admin', 'usr_owner'] as const;
const REFERENCES = 4;
const LABELS = ['Main', 'Reserve', 'Payroll'] as const;
const VIEW_NAMES = ['Refunds', 'Big ones', 'Today'] as const;
/** A seeded method in use by in-flight payouts (`method-in-use`), and one that is not. */
const SEEDED_METHODS = ['pm_nw_eur', 'pm_nw_card'] as const;
const ENDPOINTS = ['whe_nw_ok', 'whe_nw_fails'] as const;

type Change =
  | { kind: 'addMethod'; label: number }
  | { kind: 'removeMethod'; pick: number }
  | { kind: 'createView'; name: number }
  | { kind: 'deleteView'; pick: number }
  | { kind: 'toggleEndpoint'; endpoint: number; enable: boolean };

type Command =
  | { kind: 'call'; user: number; reference: number; change: Change; fault: boolean }
  /** The k-th earlier call sent again as it was (its answer was lost, or the user pressed again). */
  | { kind: 'retry'; call: number }
  | { kind: 'advance'; ms: number };

const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ kind: fc.constant('addMethod' as const), label: fc.nat(LABELS.length - 1) }),
  fc.record({ kind: fc.constant('removeMethod' as const), pick: fc.nat(5) }),
  fc.record({ kind: fc.constant('createView' as const), name: fc.nat(VIEW_NAMES.length - 1) }),
  fc.record({ kind: fc.constant('deleteView' as const), pick: fc.nat(3) }),
  fc.record({ kind: fc.constant('toggleEndpoint' as const), endpoint: fc.nat(ENDPOINTS.length - 1), enable: fc.boolean() }),
);

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('call' as const),
      user: fc.nat(USERS.length - 1),
      reference: fc.nat(REFERENCES - 1),
      change,
      fault: fc.nat(9).map((n) => n < 2),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('retry' as const), call: fc.nat(20) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      ms: fc.oneof(fc.integer({ min: 1, max: 2 * HOUR }), fc.integer({ min: 48 * HOUR + 1, max: 60 * HOUR })),
    }),
  },
);

/** The rows the chosen actions change, by table and id, as JSON: what "changed" means here. */
function observed(): Map<string, string> {
  const rows = new Map<string, string>();
  for (const method of db.payoutMethods.filter((m) => m.organizationId === ORG)) rows.set(method.id, JSON.stringify(method));
  for (const view of db.transactionViews.all()) rows.set(view.id, JSON.stringify(view));
  for (const id of ENDPOINTS) rows.set(id, JSON.stringify(db.webhookEndpoints.get(id) ?? null));
  return rows;
}

function changedIds(before: Map<string, string>, after: Map<string, string>): Set<string> {
  const ids = new Set<string>();
  for (const id of new Set([...before.keys(), ...after.keys()])) if (before.get(id) !== after.get(id)) ids.add(id);
  return ids;
}

const stats = { runs: 0, calls: 0, applied: 0, unchanged: 0, retries: 0, reappliedAfterWindow: 0 };

function run(commands: Command[]) {
  const journal = journalWrites();
  try {
    const sessions = USERS.map((userId) => {
      const identity = db.identities.find((i) => i.userId === userId && i.status === 'active' && i.groupIds.some((g) => db.groups.get(g)?.resourceId === ORG))!;
      return createSession(db.users.get(userId)!, 'full', identity.id, { userAgent: 'property test', ip: '192.0.2.1' }).session;
    });
    const references = Array.from({ length: REFERENCES }, () => crypto.randomUUID());
    const sent: { user: number; endpoint: ActionEndpoint; request: ActionRequest; at: number }[] = [];
    const methods: string[] = [...SEEDED_METHODS];
    const views: string[] = [];
    let clock = 0;

    const requestOf = (user: number, next: Change): { endpoint: ActionEndpoint; request: Omit<ActionRequest, 'requestReference'> } => {
      switch (next.kind) {
        case 'addMethod':
          return {
            endpoint: 'payouts',
            request: {
              action: 'payout-methods/create',
              payload: {
                resourceId: ORG,
                data: {
                  attributes: {
                    kind: 'bank-account',
                    currency: 'EUR',
                    label: LABELS[next.label],
                    accountHolderName: 'Northwind Trading Ltd',
                    iban: 'GB29 NWBK 6016 1331 9268 19',
                    bic: 'NWBKGB2L',
                  },
                },
              },
            },
          };
        case 'removeMethod':
          return { endpoint: 'payouts', request: { action: 'payout-methods/delete', id: methods[next.pick % methods.length] } };
        case 'createView':
          return {
            endpoint: 'main',
            request: { action: 'transaction-views/create', payload: { data: { attributes: { name: VIEW_NAMES[next.name], query: `q=${user}` } } } },
          };
        case 'deleteView':
          return { endpoint: 'main', request: { action: 'transaction-views/delete', id: views[next.pick % Math.max(1, views.length)] ?? 'tvw_none' } };
        case 'toggleEndpoint':
          return {
            endpoint: 'main',
            request: { action: next.enable ? 'webhook-endpoints/enable' : 'webhook-endpoints/disable', id: ENDPOINTS[next.endpoint] },
          };
      }
    };

    const dispatch = (user: number, endpoint: ActionEndpoint, request: ActionRequest) => {
      const before = observed();
      const entriesBefore = db.auditEntries.size;
      const result = dispatchAction(endpoint, sessions[user], request);
      const changed = changedIds(before, observed());
      const written = db.auditEntries.all().slice(entriesBefore);
      const what = `${request.action} ${request.id ?? ''} by ${USERS[user]} (${request.requestReference}): ${JSON.stringify(result.errors ?? 'applied')}`;
      if (changed.size === 0 && written.length > 0) throw new Error(`${what}: changed nothing, yet wrote ${written.length} audit entries`);
      if (changed.size > 0 && written.length !== 1) throw new Error(`${what}: changed ${[...changed].join(', ')}, and wrote ${written.length} audit entries`);
      if (written.length === 1) {
        const [entry] = written;
        if (entry.action !== request.action || entry.actor.id !== USERS[user] || !changed.has(entry.object.id)) {
          throw new Error(`${what}: the entry says ${entry.action} by ${entry.actor.id} about ${entry.object.id}, but ${[...changed].join(', ')} changed`);
        }
      }
      stats.calls += 1;
      if (changed.size > 0) stats.applied += 1;
      else stats.unchanged += 1;
      // What the caller learns, when the answer reaches them: ids to act on later.
      const data = result.data as { id?: string } | null | undefined;
      if (!result.errors && data?.id?.startsWith('pm_') && !methods.includes(data.id)) methods.push(data.id);
      if (!result.errors && data?.id?.startsWith('tvw_') && !views.includes(data.id)) views.push(data.id);
      return changed.size > 0;
    };

    for (const step of commands) {
      if (step.kind === 'advance') {
        sandboxControls.advance(step.ms);
        clock += step.ms;
      } else if (step.kind === 'retry') {
        const earlier = sent[step.call % Math.max(1, sent.length)];
        if (!earlier) continue;
        stats.retries += 1;
        const applied = dispatch(earlier.user, earlier.endpoint, earlier.request);
        if (applied && clock - earlier.at > 48 * HOUR) stats.reappliedAfterWindow += 1;
      } else {
        const { endpoint, request } = requestOf(step.user, step.change);
        const full = { ...request, requestReference: references[step.reference] } as ActionRequest;
        if (step.fault) sandboxControls.failNextAction(500, { action: full.action });
        dispatch(step.user, endpoint, full);
        sent.push({ user: step.user, endpoint, request: full, at: clock });
      }
    }
    stats.runs += 1;
  } finally {
    // Back to the database the sequence started from, without rebuilding the seed.
    journal.undo();
    clearFaults();
    forgetResults();
    resetClock();
  }
}

describe('the audit trail under random sequences of changes, retries, reused references and clock jumps', () => {
  beforeAll(() => {
    sandboxControls.reset();
    // Built once: the audit seed reads the transactions, disputes, reports and payouts.
    expect(db.auditEntries.size).toBeGreaterThan(0);
    // Payout methods are sensitive: both users are in their step-up window throughout (the step-up
    // rules are tested on their own).
    for (const email of ['admin@sandbox.test', 'owner@sandbox.test']) sandboxControls.trustStepUp(email);
  });
  afterAll(() => sandboxControls.reset());

  it(`every applied change has exactly one entry, and no entry is without a change (${RUNS} sequences)`, () => {
    const started = Date.now();
    fc.assert(fc.property(fc.array(command, { minLength: 1, maxLength: 14 }), run), { numRuns: RUNS });
    // The sequences did what they are for: changes applied, calls that changed nothing, and references
    // reused after the retention that applied again.
    expect(stats.applied).toBeGreaterThan(RUNS);
    expect(stats.unchanged).toBeGreaterThan(RUNS / 2);
    expect(stats.reappliedAfterWindow).toBeGreaterThan(0);
    if (process.env.AUDIT_REPORT === '1') console.log(`audit sequences: ${JSON.stringify(stats)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 120_000);
});
