import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconFilterOff, IconListDetails } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { useTimeZone } from '@/features/preferences';
import { useLocaleFormat } from '@/lib/format';
import { ledgerEntryTypes, type BalanceBucket } from '@/lib/contract/balances';
import { dayRangeInstants } from '@/lib/dates';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { useLedgerPageQuery, type LedgerEntry, type LedgerFilter, type LedgerPage } from '../api/balances-api';
import { useLedgerUrl } from '../model/ledger-url';
import { sourceHref } from '../model/source-href';
import { LedgerVirtualList, type LedgerRowView } from './ledger-virtual-list';

/** Entries per request: a screenful is one or two pages, whatever the list's length. */
export const LEDGER_PAGE_SIZE = 100;

export interface LedgerEntriesProps {
  resourceId: string;
  currency: string;
  bucket?: BalanceBucket;
  /** The list's accessible name ("Pending EUR entries"). */
  label: string;
  /** Where an exchange entry leads (the organization's account in its currency). */
  accountsHref?: (currency: string) => string;
}

/**
 * The ledger entries that make a figure (a currency, and a bucket when given), newest first, filtered
 * by type and creation day from the URL. Pages load as they scroll into view.
 */
export function LedgerEntries({ resourceId, currency, bucket, label, accountsHref }: LedgerEntriesProps) {
  const { t } = useTranslation('balances');
  const url = useLedgerUrl();
  const timeZone = useTimeZone();
  const filter = useMemo<LedgerFilter>(() => {
    const createdAt = dayRangeInstants({ from: url.from, to: url.to }, timeZone);
    return { currency, ...(bucket && { bucket }), ...(url.type && { type: url.type }), ...((createdAt.gte || createdAt.lte) && { createdAt }) };
  }, [currency, bucket, url.type, url.from, url.to, timeZone]);
  const filtered = Boolean(url.type || url.from || url.to);

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('ledger.type')}
          value={url.type ?? ''}
          onChange={(event) => url.set({ type: event.currentTarget.value || undefined })}
          data={[{ value: '', label: t('ledger.allTypes') }, ...ledgerEntryTypes.map((value) => ({ value, label: t(`entryType.${value}`) }))]}
        />
        <DateField label={t('ledger.from')} value={url.from ?? ''} maxDate={url.to} onChange={(day) => url.set({ from: day || undefined })} />
        <DateField label={t('ledger.to')} value={url.to ?? ''} minDate={url.from} onChange={(day) => url.set({ to: day || undefined })} />
        {filtered && (
          <Button
            variant="subtle"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={() => url.set({ type: undefined, from: undefined, to: undefined })}
          >
            {t('ledger.clearFilters')}
          </Button>
        )}
      </Group>
      {/* A new filter is a new list: its pages start over. */}
      <LoadedLedger
        key={JSON.stringify([resourceId, filter])}
        resourceId={resourceId}
        filter={filter}
        filtered={filtered}
        label={label}
        accountsHref={accountsHref}
      />
    </Stack>
  );
}

interface LoadedLedgerProps {
  resourceId: string;
  filter: LedgerFilter;
  filtered: boolean;
  label: string;
  accountsHref?: (currency: string) => string;
}

const pageOf = (index: number) => Math.floor(index / LEDGER_PAGE_SIZE) + 1;

function LoadedLedger({ resourceId, filter, filtered, label, accountsHref }: LoadedLedgerProps) {
  const { t, i18n } = useTranslation('balances');
  const locale = intlLocale(i18n.language);
  const formatDateTime = useLocaleFormat().dateTime;
  const first = useLedgerPageQuery({ resourceId, filter, page: 1, size: LEDGER_PAGE_SIZE });
  const [visible, setVisible] = useState<number[]>([]);
  const [pages, setPages] = useState<ReadonlyMap<number, LedgerEntry[]>>(new Map());
  const onPage = useCallback((page: number, data: LedgerPage) => setPages((current) => new Map(current).set(page, data.entries)), []);
  const onRange = useCallback((from: number, to: number) => {
    const wanted = [...new Set([pageOf(from), pageOf(to)])].filter((page) => page > 1);
    setVisible((current) => (current.join() === wanted.join() ? current : wanted));
  }, []);

  const row = useCallback(
    (entry: LedgerEntry): LedgerRowView => ({
      key: entry.id,
      href: sourceHref(entry, accountsHref),
      title: t('ledger.entryTitle', { type: t(`entryType.${entry.type}`), source: entry.sourceId }),
      detail: (
        <bdi>
          {entry.bucket === 'available'
            ? formatDateTime(entry.createdAt)
            : t('ledger.availableOn', { created: formatDateTime(entry.createdAt), on: formatDateTime(entry.availableOn) })}
        </bdi>
      ),
      amount: <bdi>{`${entry.amount > 0 ? '+' : ''}${formatMoney(entry.amount, entry.currency, locale)}`}</bdi>,
    }),
    [t, formatDateTime, locale, accountsHref],
  );
  const firstEntries = first.data?.entries;
  const rowAt = useCallback(
    (index: number) => {
      const page = pageOf(index);
      const entries = page === 1 ? firstEntries : pages.get(page);
      const entry = entries?.[index - (page - 1) * LEDGER_PAGE_SIZE];
      return entry ? row(entry) : null;
    },
    [firstEntries, pages, row],
  );

  if (first.isLoading) return <LoadingState label={t('ledger.loading')} rows={4} />;
  if (first.isError) return <ErrorState error={first.error} onRetry={() => void first.refetch()} retrying={first.isFetching} />;
  const total = first.data?.total ?? 0;
  if (total === 0) {
    return (
      <EmptyState
        titleOrder={3}
        icon={<IconListDetails size={32} aria-hidden />}
        title={filtered ? t('ledger.noMatchTitle') : t('ledger.emptyTitle')}
        text={filtered ? t('ledger.noMatchText') : t('ledger.emptyText')}
      />
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('ledger.count', { count: total })}
      </Text>
      {visible.map((page) => (
        <PageFetch key={page} resourceId={resourceId} filter={filter} page={page} onPage={onPage} />
      ))}
      <LedgerVirtualList count={total} rowAt={rowAt} onRange={onRange} label={label} loadingLabel={t('ledger.loadingRow')} />
    </Stack>
  );
}

/** Keeps one page of the list loaded (and re-read when the server announces a change) while it is in view. */
function PageFetch({
  resourceId,
  filter,
  page,
  onPage,
}: {
  resourceId: string;
  filter: LedgerFilter;
  page: number;
  onPage: (page: number, data: LedgerPage) => void;
}) {
  const { data } = useLedgerPageQuery({ resourceId, filter, page, size: LEDGER_PAGE_SIZE });
  useEffect(() => {
    if (data) onPage(page, data);
  }, [data, page, onPage]);
  return null;
}
