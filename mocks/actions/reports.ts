/**
 * reports/list, reports/get, reports/request, reports/requestAgain (docs/api/reports.md).
 *
 * A report belongs to the workspace it was requested for (an organization or a project). Reading
 * one needs `reports.<kind>.read` there (an organization's groups apply to its projects);
 * requesting needs `reports.<kind>.write`. An unknown id, or one the identity may not read, is one
 * failure, `report-not-accessible`.
 *
 * The clock: a requested report is `queued`, `generating` after `GENERATE_MS`, `ready` after
 * `READY_MS` (its size then known), and `expired` (archived) `REPORT_RETENTION_DAYS` after that.
 * Each change is pushed as `resource-updated` (`reports`) to everyone who may read it. The file:
 * `GET reports/{id}/file` (mocks/handlers/report-files.ts).
 */
import {
  REPORT_NOT_ACCESSIBLE,
  REPORT_RETENTION_DAYS,
  reportReadPermission,
  reportReadPermissions,
  reportWritePermission,
  reportWritePermissions,
  type ReportKind,
} from '@/lib/contract/reports';
import { CHANNELS_READ } from '@/lib/contract/channel-permissions';
import { defineJob, now, nowIso } from '../clock';
import { channelsOf } from '../db/channel-rows';
import { can, lineage, projectIdsUnder, reaches } from '../db/access';
import { reportFile, reportFileName, type Report } from '../db/reports';
import type { Identity, Resource } from '../db/schema';
import { newId } from '../db/ids';
import { db } from '../db/store';
import { pushResourceUpdated } from '../pusher-hub';
import { emitWebhookEvent } from '../webhooks/engine';
import { defineAction } from './define-action';
import { listQuery } from './list-query';
import { failure, fieldError, refuse, type ActionOutcome } from './types';

/** From the request: `generating` after 3 s, `ready` after 8 s (sandbox time). */
export const GENERATE_MS = 3_000;
export const READY_MS = 8_000;
const DAY = 86_400_000;
export const RETENTION_MS = REPORT_RETENTION_DAYS * DAY;

export const reportJson = (r: Report) => ({
  type: 'reports' as const,
  id: r.id,
  attributes: {
    kind: r.kind,
    level: r.level,
    format: r.format,
    period: { ...r.period },
    status: r.status,
    size: r.size,
    fileName: r.fileName,
    createdAt: r.createdAt,
    readyAt: r.readyAt,
    expiresAt: r.expiresAt,
    requestedAgainFrom: r.requestedAgainFrom,
    channelId: r.channelId ?? null,
  },
  relationships: { resource: { data: { type: 'resources', id: r.resourceId } } },
});

function announce(r: Report) {
  const { type, id, attributes } = reportJson(r);
  pushResourceUpdated(r.resourceId, { type, id, attributes }, { permission: reportReadPermission(r.kind) });
}

const update = (r: Report, changes: Partial<Report>) => {
  const row = db.reports.upsert({ ...r, ...changes });
  announce(row);
  return row;
};

/** A ready report past its `expiresAt` becomes `expired` (pushed). Returns the report as it is now. */
export function settleReport(r: Report): Report {
  if (r.status !== 'ready' || !r.expiresAt || Date.parse(r.expiresAt) > now()) return r;
  return update(r, { status: 'expired' });
}

const lookup = (id: string) => db.resources.get(id);
const projectsOf = (id: string) => db.resources.filter((r) => r.resourceType === 'project' && r.parentId === id);

/** The report's file, in its format. */
export const reportFileOf = (r: Report) => reportFile(r, lookup, projectsOf, channelsOf);

const expire = defineJob<{ reportId: string }>('report-expire', ({ reportId }) => {
  const row = db.reports.get(reportId);
  if (row) settleReport(row);
});

const ready = defineJob<{ reportId: string }>('report-ready', ({ reportId }) => {
  const row = db.reports.get(reportId);
  if (!row || (row.status !== 'queued' && row.status !== 'generating')) return;
  const at = now();
  const done = update(row, {
    status: 'ready',
    size: reportFileOf(row).byteLength,
    readyAt: new Date(at).toISOString(),
    expiresAt: new Date(at + RETENTION_MS).toISOString(),
  });
  expire(RETENTION_MS, { reportId });
  // Endpoints belong to projects: an organization's report is announced to each of its projects'.
  for (const projectId of projectIdsUnder(done.resourceId)) emitWebhookEvent(projectId, 'report.ready', reportJson(done));
});

const generate = defineJob<{ reportId: string }>('report-generate', ({ reportId }) => {
  const row = db.reports.get(reportId);
  if (row?.status === 'queued') update(row, { status: 'generating' });
});

/** True when the identity may read reports of `kind` on the report's workspace. */
export const mayRead = (identity: Identity, r: Report) => reaches(identity, r.resourceId) && can(identity, reportReadPermission(r.kind), r.resourceId);

const notAccessible = () => failure('report-not-accessible', REPORT_NOT_ACCESSIBLE);

/** A new `queued` report, its generation scheduled. */
function enqueue(fields: Pick<Report, 'resourceId' | 'kind' | 'level' | 'format' | 'period' | 'channelId'>, userId: string, from: string | null): Report {
  const workspace = db.resources.get(fields.resourceId);
  const row = db.reports.insert({
    ...fields,
    id: newId('rep'),
    status: 'queued',
    size: null,
    fileName: reportFileName(workspace?.name ?? fields.resourceId, fields),
    createdAt: nowIso(),
    readyAt: null,
    expiresAt: null,
    requestedBy: userId,
    requestedAgainFrom: from,
  });
  generate(GENERATE_MS, { reportId: row.id });
  ready(READY_MS, { reportId: row.id });
  return row;
}

// ——— actions ——————————————————————————————————————————————————————————————————————————

const list = defineAction({
  name: 'reports/list',
  needsIdentity: true,
  permission: reportReadPermissions,
  resource: 'resourceId',
  run: ({ identity, resource, payload }) => {
    const under = (r: Report) => lineage(r.resourceId).some((node) => node.id === resource!.id);
    const rows = db.reports.filter((r) => under(r) && mayRead(identity, r)).map(settleReport);
    const answer = listQuery(rows, payload, {
      fields: {
        kind: (r) => r.kind,
        level: (r) => r.level,
        status: (r) => r.status,
        format: (r) => r.format,
        resourceId: (r) => r.resourceId,
        createdAt: (r) => r.createdAt,
        readyAt: (r) => r.readyAt,
      },
      defaultSort: '-createdAt',
      defaultSize: 50,
    });
    if ('errors' in answer) return answer;
    return { data: answer.rows.map(reportJson), meta: answer.meta };
  },
});

const get = defineAction({
  name: 'reports/get',
  needsIdentity: true,
  run: ({ identity, request, payload }) => {
    const id = request.id ?? payload.id;
    const found = id ? db.reports.get(id) : undefined;
    if (!found || !mayRead(identity, found)) return notAccessible();
    return { data: reportJson(settleReport(found)) };
  },
});

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A channel a report may narrow to: one under the workspace the caller may read (any other answers as
 * unknown), at level channel or terminal only.
 */
function channelErrors(identity: Identity, workspace: Resource, level: string, channelId: string) {
  const channel = db.resources.get(channelId);
  const under = channel?.parentId && projectIdsUnder(workspace.id).includes(channel.parentId);
  if (channel?.resourceType !== 'channel' || !under || !reaches(identity, channel.id) || !can(identity, CHANNELS_READ, channel.id)) {
    return [fieldError('channelId', 'not-found', 'Channel not found')];
  }
  return level === 'channel' || level === 'terminal'
    ? []
    : [fieldError('channelId', 'channel-needs-level', 'Only a channel- or terminal-level report narrows to a channel')];
}

/** The rules that depend on the workspace and the clock. */
function requestErrors(workspace: Resource, attributes: { level: string; period: { from: string; to: string } }) {
  const errors = [];
  if (attributes.level === 'organization' && workspace.resourceType !== 'organization') {
    errors.push(fieldError('level', 'level-not-available', 'An organization-level report needs an organization'));
  }
  if (attributes.period.to > isoDay(now())) errors.push(fieldError('period/to', 'period-in-future', 'The period must not end after today'));
  return errors;
}

const request = defineAction({
  name: 'reports/request',
  needsIdentity: true,
  permission: reportWritePermissions,
  resource: 'resourceId',
  run: ({ identity, user, resource, payload }): ActionOutcome => {
    const workspace = resource!;
    const { kind, level, format, period, channelId } = payload.data.attributes;
    if (!can(identity, reportWritePermission(kind), workspace.id)) return refuse();
    const errors = [...requestErrors(workspace, { level, period }), ...(channelId ? channelErrors(identity, workspace, level, channelId) : [])];
    if (errors.length) return { errors };
    return { data: reportJson(enqueue({ resourceId: workspace.id, kind, level, format, period: { ...period }, channelId }, user.id, null)) };
  },
});

const requestAgain = defineAction({
  name: 'reports/requestAgain',
  needsIdentity: true,
  permission: reportWritePermissions,
  run: ({ identity, user, request: envelope, payload }): ActionOutcome => {
    const id = envelope.id ?? payload.id;
    const found = id ? db.reports.get(id) : undefined;
    if (!found || !mayRead(identity, found)) return notAccessible();
    const old = settleReport(found);
    if (!can(identity, reportWritePermission(old.kind as ReportKind), old.resourceId)) return refuse();
    if (old.status !== 'expired' && old.status !== 'failed') return failure('report-available', 'Only an expired or failed report can be requested again');
    const { resourceId, kind, level, format, period, channelId = null } = old;
    return { data: reportJson(enqueue({ resourceId, kind, level, format, period: { ...period }, channelId }, user.id, old.id)) };
  },
});

export const reportActions = [list, get, request, requestAgain];
