import type { TFunction } from 'i18next';
import { isIsoDate, periodDays, REPORT_PERIOD_MAX_DAYS, type ReportFormat, type ReportKind, type ReportLevel } from '@/lib/contract/reports';
import type { MessageCatalogue } from '@/lib/forms';

const DAY = 86_400_000;

export interface RequestReportValues {
  kind: ReportKind | '';
  level: ReportLevel;
  format: ReportFormat;
  period: { from: string; to: string };
  /** At level channel or terminal, one channel ('' for all of them). */
  channelId: string;
}

/** The form's fields, named as the server's error pointers name them (`/data/attributes/period/to` → `period.to`). */
export const REQUEST_FIELDS = ['kind', 'level', 'format', 'period.from', 'period.to', 'channelId'] as const;

/** The server's codes of this form → message keys. */
export const requestErrorCodes: MessageCatalogue = {
  forbidden: 'reports:request.errors.forbidden',
  'level-not-available': 'reports:request.errors.levelNotAvailable',
  'period-order': 'reports:request.errors.periodOrder',
  'period-too-long': 'reports:request.errors.periodTooLong',
  'period-in-future': 'reports:request.errors.periodInFuture',
  'period.from.required': 'reports:request.errors.fromRequired',
  'period.to.required': 'reports:request.errors.toRequired',
  'period.from.invalid': 'reports:request.errors.dateInvalid',
  'period.to.invalid': 'reports:request.errors.dateInvalid',
  'kind.invalid': 'reports:request.errors.kindRequired',
  'level.invalid': 'reports:request.errors.levelRequired',
  'channelId.not-found': 'reports:request.errors.channelGone',
  'channelId.channel-needs-level': 'reports:request.errors.channelNeedsLevel',
};

/** Levels whose report may narrow to one channel. */
export const narrowsToChannel = (level: ReportLevel) => level === 'channel' || level === 'terminal';

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Today as the server counts it (UTC): a period must not end after it. */
export const today = (now = Date.now()) => isoDay(now);

export type PeriodPreset = 'lastMonth' | 'thisMonth' | 'last7Days';
export const periodPresets: readonly PeriodPreset[] = ['lastMonth', 'thisMonth', 'last7Days'];

/** The preset's days, both included, ending today at the latest. */
export function presetPeriod(preset: PeriodPreset, now = Date.now()): { from: string; to: string } {
  const date = new Date(now);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  if (preset === 'lastMonth') return { from: isoDay(Date.UTC(year, month - 1, 1)), to: isoDay(Date.UTC(year, month, 0)) };
  if (preset === 'thisMonth') return { from: isoDay(Date.UTC(year, month, 1)), to: today(now) };
  return { from: isoDay(now - 6 * DAY), to: today(now) };
}

export const initialRequest = (kind: ReportKind | '', level: ReportLevel, now = Date.now()): RequestReportValues => ({
  kind,
  level,
  format: 'csv',
  period: presetPeriod('lastMonth', now),
  channelId: '',
});

/** Validation as the user types; every message translated. */
export function requestValidators(t: TFunction, now: () => number = Date.now) {
  return {
    kind: (value: string) => (value ? null : t('request.errors.kindRequired')),
    period: {
      from: (value: string) => {
        if (!value) return t('request.errors.fromRequired');
        return isIsoDate(value) ? null : t('request.errors.dateInvalid');
      },
      to: (value: string, values: RequestReportValues) => {
        if (!value) return t('request.errors.toRequired');
        if (!isIsoDate(value)) return t('request.errors.dateInvalid');
        if (value > today(now())) return t('request.errors.periodInFuture');
        const from = values.period.from;
        if (!isIsoDate(from)) return null;
        if (from > value) return t('request.errors.periodOrder');
        return periodDays(from, value) > REPORT_PERIOD_MAX_DAYS ? t('request.errors.periodTooLong') : null;
      },
    },
  };
}
