/**
 * Reports (docs/api/reports.md): the table's row, the deterministic seed and the report file.
 *
 * The file's content is made up but deterministic: it depends on the report's parameters only
 * (workspace, kind, level, period), so a report requested again has the same content. Between
 * 2,000 and 6,000 lines, so that a download shows progress.
 */
import type { ReportFormat, ReportKind, ReportLevel, ReportStatus } from '@/lib/contract/reports';
import { periodDays } from '@/lib/contract/reports';
import { currencyExponent } from '@/lib/money';
import { csvMoney, toCsv, type CsvValue } from '@/lib/csv';
import { buildXlsx } from '../xlsx';
import { seedChannels, type Channel } from './channels';
import { createRandom, fnv1a } from './random';
import type { Resource } from './schema';
import { startOfUtcDay } from './seed';

export interface Report {
  id: string;
  /** The workspace it was requested for (an organization or a project). */
  resourceId: string;
  kind: ReportKind;
  level: ReportLevel;
  format: ReportFormat;
  period: { from: string; to: string };
  status: ReportStatus;
  /** Bytes of the file, once ready. */
  size: number | null;
  fileName: string;
  createdAt: string;
  readyAt: string | null;
  expiresAt: string | null;
  requestedBy: string | null;
  requestedAgainFrom: string | null;
  /** A channel- or terminal-level report narrowed to one channel (docs/api/channels.md). */
  channelId?: string | null;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'workspace';

/** `<workspace>_<kind>_<level>_<from>_<to>.<format>`. */
export const reportFileName = (workspaceName: string, r: Pick<Report, 'kind' | 'level' | 'period' | 'format'>) =>
  `${slug(workspaceName)}_${r.kind}_${r.level}_${r.period.from}_${r.period.to}.${r.format}`;

type Lookup = (id: string) => Resource | undefined;
type Children = (id: string) => Resource[];
/** A project's channels (the report's rows name them and their terminals). */
type ChannelsOf = (projectId: string) => readonly Channel[];

const seededChannels = (): ChannelsOf => {
  const byProject = new Map<string, Channel[]>();
  for (const channel of seedChannels()) byProject.set(channel.parentId!, [...(byProject.get(channel.parentId!) ?? []), channel]);
  return (projectId) => byProject.get(projectId) ?? [];
};
const types: Record<ReportKind, string[]> = {
  'processing-transactions': ['charge', 'charge', 'charge', 'charge-recurring', 'refund', 'charge-capture', 'chargeback'],
  'settled-transactions': ['charge', 'charge', 'charge-recurring', 'refund', 'chargeback'],
};
const statuses = ['successful', 'successful', 'successful', 'paid', 'failed', 'pending'];
const currencies = ['EUR', 'EUR', 'EUR', 'USD', 'GBP', 'PLN', 'JPY', 'KWD'];
const levelExtra: Record<ReportLevel, number> = { organization: 0, project: 400, channel: 800, terminal: 1200 };

/** How many data lines the report's file has. */
export const reportLineCount = (r: Pick<Report, 'level' | 'period'>) => Math.min(6000, 2000 + periodDays(r.period.from, r.period.to) * 8 + levelExtra[r.level]);

/** The report's table: a header row and the data rows (amounts as product numbers in major units, the rest text). */
export function reportRows(
  r: Pick<Report, 'resourceId' | 'kind' | 'level' | 'period' | 'channelId'>,
  lookup: Lookup,
  children: Children,
  channelsOf: ChannelsOf = seededChannels(),
): CsvValue[][] {
  const random = createRandom(fnv1a(`${r.resourceId}|${r.kind}|${r.level}|${r.period.from}|${r.period.to}|${r.channelId ?? ''}`));
  const resource = lookup(r.resourceId);
  const organization = resource?.resourceType === 'organization' ? resource : resource?.parentId ? lookup(resource.parentId) : undefined;
  const narrowed = r.channelId ? lookup(r.channelId) : undefined;
  const projects = narrowed?.parentId ? [lookup(narrowed.parentId)!] : resource?.resourceType === 'project' ? [resource] : children(r.resourceId);
  const projectNames = projects.length ? projects.map((p) => p.name) : [resource?.name ?? r.resourceId];
  // Where each line came in: a channel of its project (the one asked for), and at terminal level one of a point of sale's terminals.
  const sources = new Map(
    projects.map((project) => {
      const own = channelsOf(project.id).filter((channel) => !r.channelId || channel.id === r.channelId);
      const usable = r.level === 'terminal' ? own.filter((channel) => channel.channel.terminals.length > 0) : own;
      return [project.name, usable] as const;
    }),
  );
  const settled = r.kind === 'settled-transactions';
  const where = {
    organization: ['Organization'],
    project: ['Organization', 'Project'],
    channel: ['Project', 'Channel'],
    terminal: ['Project', 'Channel', 'Terminal'],
  }[r.level];
  const header = [
    settled ? 'Settlement date' : 'Date',
    'Transaction ID',
    ...where,
    'Type',
    ...(settled ? ['Gross', 'Fee', 'Net'] : ['Status', 'Amount', 'Fee']),
    'Currency',
  ];
  const start = Date.parse(`${r.period.from}T00:00:00Z`);
  const span = periodDays(r.period.from, r.period.to) * DAY;
  const lines = reportLineCount(r);
  const rows: CsvValue[][] = [header];
  const times = Array.from({ length: lines }, () => start + Math.floor(random.next() * span)).sort((a, b) => a - b);
  for (let i = 0; i < lines; i += 1) {
    const project = random.pick(projectNames);
    const candidates = sources.get(project) ?? [];
    const channel = candidates.length ? random.pick(candidates) : undefined;
    const terminals = channel?.channel.terminals ?? [];
    const terminal = terminals.length ? random.pick(terminals) : undefined;
    const names: Record<string, string> = {
      Organization: organization?.name ?? resource?.name ?? '',
      Project: project,
      Channel: channel?.name ?? '',
      Terminal: terminal ? `${terminal.label} (${terminal.serialNumber})` : '',
    };
    const type = random.pick(types[r.kind]);
    const currency = random.pick(currencies);
    const scale = 10 ** currencyExponent(currency);
    const amount = random.int(2, 900) * scale + random.int(0, scale - 1);
    // A whole number of minor units: a quarter of a yen is no amount.
    const fee = Math.round(amount * 0.014) + Math.round(scale / 4);
    const sign = type === 'refund' || type === 'chargeback' ? -1 : 1;
    const id = `trx_${(fnv1a(`${r.resourceId}:${i}`) >>> 0).toString(16).padStart(8, '0')}${random.hex(4)}`;
    rows.push([
      new Date(times[i]).toISOString(),
      id,
      ...where.map((column) => names[column]),
      type,
      ...(settled
        ? [csvMoney(sign * amount, currency), csvMoney(fee, currency), csvMoney(sign * amount - fee, currency)]
        : [random.pick(statuses), csvMoney(sign * amount, currency), csvMoney(fee, currency)]),
      currency,
    ]);
  }
  return rows;
}

/** The file's bytes in the report's format (CSV with a BOM, or a real .xlsx). */
export function reportFile(
  r: Pick<Report, 'resourceId' | 'kind' | 'level' | 'period' | 'format' | 'channelId'>,
  lookup: Lookup,
  children: Children,
  channelsOf?: ChannelsOf,
): Uint8Array {
  const rows = reportRows(r, lookup, children, channelsOf);
  if (r.format === 'xlsx') return buildXlsx(rows, r.kind);
  return new TextEncoder().encode(toCsv(rows));
}

export const REPORT_CONTENT_TYPES: Readonly<Record<ReportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface SeedSpec {
  resourceId: string;
  kind: ReportKind;
  level: ReportLevel;
  format: ReportFormat;
  /** Days before today: the period's first and last day. */
  from: number;
  to: number;
  /** Days before today it was requested. */
  age: number;
  status: 'ready' | 'expired' | 'failed';
}

const NW = 'res_org_northwind';
const SHOP = 'res_prj_northwind_shop';
const NW_SANDBOX = 'res_prj_northwind_sandbox';
const SOLO = 'res_prj_solo';

/** Every level and both kinds for Northwind Group and its projects, and for Solo Store; some expired, one failed. */
const specs: SeedSpec[] = [
  { resourceId: NW, kind: 'processing-transactions', level: 'organization', format: 'csv', from: 31, to: 1, age: 1, status: 'ready' },
  { resourceId: NW, kind: 'settled-transactions', level: 'organization', format: 'xlsx', from: 62, to: 32, age: 20, status: 'ready' },
  { resourceId: NW, kind: 'processing-transactions', level: 'project', format: 'xlsx', from: 93, to: 63, age: 45, status: 'expired' },
  { resourceId: NW, kind: 'settled-transactions', level: 'project', format: 'csv', from: 14, to: 1, age: 2, status: 'ready' },
  { resourceId: NW, kind: 'processing-transactions', level: 'channel', format: 'csv', from: 180, to: 91, age: 60, status: 'expired' },
  { resourceId: NW, kind: 'settled-transactions', level: 'terminal', format: 'csv', from: 7, to: 1, age: 3, status: 'failed' },
  { resourceId: NW, kind: 'processing-transactions', level: 'terminal', format: 'csv', from: 365, to: 1, age: 90, status: 'expired' },
  { resourceId: SHOP, kind: 'processing-transactions', level: 'project', format: 'csv', from: 7, to: 1, age: 1, status: 'ready' },
  { resourceId: SHOP, kind: 'settled-transactions', level: 'channel', format: 'xlsx', from: 30, to: 1, age: 5, status: 'ready' },
  { resourceId: SHOP, kind: 'processing-transactions', level: 'terminal', format: 'csv', from: 60, to: 31, age: 40, status: 'expired' },
  { resourceId: SHOP, kind: 'settled-transactions', level: 'project', format: 'csv', from: 120, to: 91, age: 85, status: 'expired' },
  { resourceId: NW_SANDBOX, kind: 'processing-transactions', level: 'project', format: 'csv', from: 30, to: 1, age: 10, status: 'ready' },
  { resourceId: SOLO, kind: 'processing-transactions', level: 'project', format: 'csv', from: 30, to: 1, age: 4, status: 'ready' },
  { resourceId: SOLO, kind: 'settled-transactions', level: 'channel', format: 'csv', from: 90, to: 61, age: 50, status: 'expired' },
  { resourceId: SOLO, kind: 'processing-transactions', level: 'terminal', format: 'xlsx', from: 14, to: 8, age: 6, status: 'ready' },
  { resourceId: SOLO, kind: 'settled-transactions', level: 'project', format: 'csv', from: 30, to: 1, age: 2, status: 'failed' },
];

/**
 * The seeded reports, dated relative to today's UTC midnight: ready ones stay ready for their
 * 30 days, expired ones are past theirs. Sizes are the files' real sizes.
 */
export function seedReports(lookup: Lookup, children: Children, now = Date.now()): Report[] {
  const day = startOfUtcDay(now);
  return specs.map((spec, index) => {
    const created = day - spec.age * DAY + (9 + (index % 8)) * HOUR;
    const ready = created + 8_000;
    const base = {
      id: `rep_seed_${String(index + 1).padStart(2, '0')}`,
      resourceId: spec.resourceId,
      kind: spec.kind,
      level: spec.level,
      format: spec.format,
      period: { from: isoDate(day - spec.from * DAY), to: isoDate(day - spec.to * DAY) },
    };
    const name = lookup(spec.resourceId)?.name ?? spec.resourceId;
    return {
      ...base,
      status: spec.status,
      size: spec.status === 'ready' ? reportFile(base, lookup, children).byteLength : null,
      fileName: reportFileName(name, base),
      createdAt: new Date(created).toISOString(),
      readyAt: spec.status === 'failed' ? null : new Date(ready).toISOString(),
      expiresAt: spec.status === 'failed' ? null : new Date(ready + 30 * DAY).toISOString(),
      requestedBy: 'usr_admin',
      requestedAgainFrom: null,
    };
  });
}
