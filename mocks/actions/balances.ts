/**
 * balances/summary, balances/trend, ledger-entries/list, rolling-reserve/summary and
 * rolling-reserve/requests (docs/api/balances.md): all read the ledger of the workspace (an
 * organization rolls up its live projects) and derive the buckets at the sandbox clock's now.
 */
import { SETTLEMENT_DELAY_DAYS, TREND_MAX_DAYS } from '@/lib/contract/balances';
import { BALANCES_READ, LEDGER_READ, ROLLING_RESERVE_READ } from '@/lib/contract/money-permissions';
import { nowIso } from '../clock';
import { projectIdsUnder } from '../db/access';
import { bucketOf, deriveBalances, trendSeries, type LedgerEntry } from '../db/ledger';
import { approvalLimitLeft } from '../db/money-engine';
import { reserveTermsFor } from '../db/money-seed';
import { db } from '../db/store';
import { apiError } from '../handlers/respond';
import { defineAction } from './define-action';
import { isListPage, listQuery, type ListOptions } from './list-query';
import { approvalLimitOf, books, catchUp, entriesOf, liveProjectIds, organizationOf } from './money-books';
import { balanceJson, ledgerEntryJson, type EntryLinks } from './money-json';

/** Dispute of each chargeback, settlement of each settled entry: looked up once per answer. */
export function entryLinks(): EntryLinks {
  const disputes = new Map<string, string>();
  for (const dispute of db.disputes.all()) if (dispute.chargebackId) disputes.set(dispute.chargebackId, dispute.id);
  const settlements = new Map<string, { id: string; from: string; to: string }[]>();
  for (const s of db.settlements.all()) {
    const key = `${s.organizationId} ${s.currency}`;
    settlements.set(key, [...(settlements.get(key) ?? []), { id: s.id, from: s.periodFrom, to: s.periodTo }]);
  }
  const organizationOfProject = new Map<string, string | null>();
  return {
    disputeOf: (chargebackId) => disputes.get(chargebackId) ?? null,
    settlementOf: (entry) => {
      if (entry.sourceType === 'payout' || entry.sourceType === 'exchange' || entry.sourceType === 'settlement') return null;
      if (!organizationOfProject.has(entry.resourceId)) {
        const project = db.resources.get(entry.resourceId);
        organizationOfProject.set(entry.resourceId, project && (project.mode ?? 'live') === 'live' ? organizationOf(project.id) : null);
      }
      const organization = organizationOfProject.get(entry.resourceId);
      const periods = organization ? settlements.get(`${organization} ${entry.currency}`) : undefined;
      return periods?.find((p) => entry.availableOn >= p.from && entry.availableOn < p.to)?.id ?? null;
    },
  };
}

const summary = defineAction({
  name: 'balances/summary',
  needsIdentity: true,
  permission: BALANCES_READ,
  resource: 'resourceId',
  run: ({ resource, user }) => {
    catchUp();
    const asOf = nowIso();
    const organization = organizationOf(resource!.id);
    const balances = [...deriveBalances(entriesOf(resource!.id), asOf)].sort(([a], [b]) => (a < b ? -1 : 1));
    // The limit, and what the caller's own payouts of the last 24 h leave of it (four-eyes sums them).
    const limits = (currency: string) => {
      const limit = organization ? approvalLimitOf(organization, currency) : null;
      return [limit, organization ? approvalLimitLeft(books, organization, user.id, currency, limit) : null] as const;
    };
    return {
      data: balances.map(([currency, buckets]) => balanceJson(resource!.id, currency, buckets, ...limits(currency))),
      meta: { asOf, settlementDelayDays: SETTLEMENT_DELAY_DAYS },
    };
  },
});

const DAY = 86_400_000;

const trend = defineAction({
  name: 'balances/trend',
  needsIdentity: true,
  permission: BALANCES_READ,
  resource: 'resourceId',
  run: ({ resource, payload }) => {
    const days = Math.round((Date.parse(`${payload.to}T00:00:00Z`) - Date.parse(`${payload.from}T00:00:00Z`)) / DAY) + 1;
    const atTo = { source: { pointer: '/to' } };
    if (!(days >= 1)) return { errors: [apiError('period-order', 'The period must not end before it starts', atTo)] };
    if (days > TREND_MAX_DAYS) return { errors: [apiError('period-too-long', `A trend covers at most ${TREND_MAX_DAYS} days`, atTo)] };
    catchUp();
    return {
      data: {
        type: 'balance-trends',
        id: resource!.id,
        attributes: { from: payload.from, to: payload.to, series: trendSeries(entriesOf(resource!.id), payload.from, payload.to, payload.currency) },
      },
    };
  },
});

const entryFields = (atIso: string, links: EntryLinks): ListOptions<LedgerEntry> => ({
  fields: {
    id: (e) => e.id,
    currency: (e) => e.currency,
    type: (e) => e.type,
    bucket: (e) => bucketOf(e, atIso),
    sourceType: (e) => e.sourceType,
    sourceId: (e) => e.sourceId,
    paymentId: (e) => e.paymentId,
    settlementId: links.settlementOf,
    resourceId: (e) => e.resourceId,
    createdAt: (e) => e.createdAt,
    availableOn: (e) => e.availableOn,
    amount: (e) => e.amount,
  },
  defaultSort: '-createdAt',
  defaultSize: 50,
});

const ledgerList = defineAction({
  name: 'ledger-entries/list',
  needsIdentity: true,
  permission: LEDGER_READ,
  resource: 'resourceId',
  run: ({ resource, payload }) => {
    catchUp();
    const atIso = nowIso();
    const links = entryLinks();
    const page = listQuery(entriesOf(resource!.id), payload, entryFields(atIso, links));
    return isListPage(page) ? { data: page.rows.map((entry) => ledgerEntryJson(entry, atIso, links)), meta: page.meta } : page;
  },
});

const releasesOf = (resourceId: string) => entriesOf(resourceId).filter((entry) => entry.type === 'reserve-release');

/** The projects under the workspace that hold a reserve, with their terms. */
function reserveTerms(resourceId: string) {
  const resource = db.resources.get(resourceId);
  const projects = resource?.resourceType === 'organization' ? [...liveProjectIds(resourceId)] : projectIdsUnder(resourceId);
  return projects.flatMap((id) => {
    const terms = reserveTermsFor(db.resources.get(id));
    return terms ? [{ resourceId: id, ...terms }] : [];
  });
}

const reserveSummary = defineAction({
  name: 'rolling-reserve/summary',
  needsIdentity: true,
  permission: ROLLING_RESERVE_READ,
  resource: 'resourceId',
  run: ({ resource }) => {
    const atIso = nowIso();
    const byCurrency = new Map<string, { held: number; released: number; next: string | null; nextAmount: number }>();
    for (const release of releasesOf(resource!.id)) {
      const row = byCurrency.get(release.currency) ?? { held: 0, released: 0, next: null, nextAmount: 0 };
      if (release.availableOn <= atIso) row.released += release.amount;
      else {
        row.held += release.amount;
        const day = release.availableOn.slice(0, 10);
        if (row.next === null || day < row.next) {
          row.next = day;
          row.nextAmount = 0;
        }
        if (day === row.next) row.nextAmount += release.amount;
      }
      byCurrency.set(release.currency, row);
    }
    return {
      data: [...byCurrency]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([currency, row]) => ({
          type: 'rolling-reserves',
          id: `${resource!.id}:${currency}`,
          attributes: { currency, held: row.held, released: row.released, nextReleaseOn: row.next, nextReleaseAmount: row.nextAmount },
        })),
      meta: { terms: reserveTerms(resource!.id) },
    };
  },
});

interface ReserveRequest {
  id: string;
  currency: string;
  releaseOn: string;
  amount: number;
  holdCount: number;
  status: 'scheduled' | 'released';
}

const requestFields: ListOptions<ReserveRequest> = {
  fields: { id: (r) => r.id, currency: (r) => r.currency, releaseOn: (r) => r.releaseOn, amount: (r) => r.amount, status: (r) => r.status },
  defaultSort: 'releaseOn',
  defaultSize: 50,
};

const reserveRequests = defineAction({
  name: 'rolling-reserve/requests',
  needsIdentity: true,
  permission: ROLLING_RESERVE_READ,
  resource: 'resourceId',
  run: ({ resource, payload }) => {
    const atIso = nowIso();
    const rows = new Map<string, ReserveRequest>();
    for (const release of releasesOf(resource!.id)) {
      const releaseOn = release.availableOn.slice(0, 10);
      const id = `${resource!.id}:${release.currency}:${releaseOn}`;
      const row = rows.get(id) ?? { id, currency: release.currency, releaseOn, amount: 0, holdCount: 0, status: 'released' as const };
      row.amount += release.amount;
      row.holdCount += 1;
      if (release.availableOn > atIso) row.status = 'scheduled';
      rows.set(id, row);
    }
    const page = listQuery([...rows.values()], payload, requestFields);
    return isListPage(page)
      ? { data: page.rows.map(({ id, ...attributes }) => ({ type: 'rolling-reserve-requests', id, attributes })), meta: page.meta }
      : page;
  },
});

export const balanceActions = [summary, trend, ledgerList, reserveSummary, reserveRequests];
