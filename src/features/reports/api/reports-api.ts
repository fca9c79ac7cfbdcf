import type { ListParams } from '@/components/list-page';
import { featureApi } from '@/lib/api/base-api';
import { contractOf } from '@/lib/contract';
import type { ReportAnswer, ReportFormat, ReportKind, ReportLevel, ReportStatus } from '@/lib/contract/reports';

export interface Report {
  id: string;
  kind: ReportKind;
  level: ReportLevel;
  format: ReportFormat;
  period: { from: string; to: string };
  status: ReportStatus;
  /** Bytes of the file; null until ready. */
  size: number | null;
  fileName: string;
  createdAt: string;
  readyAt: string | null;
  expiresAt: string | null;
  requestedAgainFrom: string | null;
  /** The workspace it was requested for. */
  resourceId: string | null;
  /** The one channel it covers (level channel or terminal), if narrowed. */
  channelId: string | null;
}

export interface ReportsPage {
  reports: Report[];
  total: number;
}

export type ReportsQuery = { resourceId: string } & Pick<ListParams, 'filters' | 'page' | 'pageSize' | 'sort'>;

export interface NewReport {
  resourceId: string;
  kind: ReportKind;
  level: ReportLevel;
  format: ReportFormat;
  period: { from: string; to: string };
  /** At level channel or terminal: that channel's lines only. */
  channelId?: string | null;
}

/** Where a ready report's file is downloaded from (under the API base URL). */
export const reportFilePath = (id: string) => `reports/${encodeURIComponent(id)}/file`;

/** Still being built: the list and the details follow it (pushes, and a poll as a safety net). */
export const isInProgress = (report: Pick<Report, 'status'>) => report.status === 'queued' || report.status === 'generating';

/** Only an expired or failed report can be requested again. */
export const canBeRequestedAgain = (report: Pick<Report, 'status'>) => report.status === 'expired' || report.status === 'failed';

/** A `reports` answer as the screens use it. */
export const toReport = ({ id, attributes: a, relationships }: ReportAnswer): Report => ({
  id,
  kind: a.kind,
  level: a.level,
  format: a.format,
  period: { from: a.period.from, to: a.period.to },
  status: a.status,
  size: a.size,
  fileName: a.fileName,
  createdAt: a.createdAt,
  readyAt: a.readyAt,
  expiresAt: a.expiresAt,
  requestedAgainFrom: a.requestedAgainFrom,
  resourceId: relationships?.resource?.data?.id ?? null,
  channelId: a.channelId,
});

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

const listPayload = ({ resourceId, filters, page, pageSize, sort }: ReportsQuery) => ({
  resourceId,
  filter: { kind: text(filters.kind), level: text(filters.level), status: text(filters.status) },
  page: { size: pageSize, number: page },
  ...(sort && { sort: `${sort.desc ? '-' : ''}${sort.id}` }),
});

export const requestPayload = ({ resourceId, kind, level, format, period, channelId }: NewReport) => ({
  resourceId,
  data: { type: 'reports', attributes: { kind, level, format, period, ...(channelId && { channelId }) } },
});

export const reportsApi = featureApi(['Report']).injectEndpoints({
  endpoints: (build) => ({
    listReports: build.query<ReportsPage, ReportsQuery>({
      query: (params) => ({ action: 'reports/list', payload: listPayload(params) }),
      transformResponse: async (answer: { data?: unknown; meta?: { page?: { total?: number } } }) => {
        const reports = (await contractOf('reports/list').answer(answer.data ?? [])).map(toReport);
        return { reports, total: answer.meta?.page?.total ?? reports.length };
      },
      providesTags: (result) => [{ type: 'Report', id: 'LIST' }, ...(result?.reports ?? []).map((r) => ({ type: 'Report' as const, id: r.id }))],
    }),
    getReport: build.query<Report, string>({
      query: (id) => ({ action: 'reports/get', id }),
      transformResponse: async (answer: { data?: unknown }) => toReport(await contractOf('reports/get').answer(answer.data)),
      providesTags: (_result, _error, id) => [{ type: 'Report', id }],
    }),
  }),
});

export const { useListReportsQuery, useGetReportQuery } = reportsApi;

/** The report a `reports/request` or `reports/requestAgain` answer names. */
export const readRequestedReport = async (action: 'reports/request' | 'reports/requestAgain', answer: { data?: unknown }) =>
  toReport(await contractOf(action).answer(answer.data));
