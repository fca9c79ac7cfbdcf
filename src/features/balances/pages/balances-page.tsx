import { Stack, Text, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { selectSelectedResource } from '@/features/workspace';
import { useAppSelector } from '@/lib/store';
import { useBalanceSummaryQuery } from '../api/balances-api';
import { BalanceCards, type Figure } from '../components/balance-cards';
import { BalanceTrend } from '../components/balance-trend';
import { LedgerEntries } from '../components/ledger-entries';
import { accountHref } from '../model/account-href';
import { useLedgerUrl } from '../model/ledger-url';
import { useRefreshWhenDue } from '../model/use-refresh-when-due';

/**
 * The workspace's balance per currency (available, pending, reserved), its trend, and the ledger
 * entries behind the chosen figure. A project shows its own entries; an organization its own and its
 * live projects' (docs/api/balances.md, *Whose balance*).
 */
export function BalancesPage() {
  const { t } = useTranslation('balances');
  const workspace = useAppSelector(selectSelectedResource);
  const query = useBalanceSummaryQuery(workspace?.id ?? '', { skip: !workspace });
  const url = useLedgerUrl();
  const organizationId = workspace?.resourceType === 'organization' ? workspace.id : null;
  const toAccount = useCallback((currency: string) => (organizationId ? accountHref(organizationId, currency) : '/accounts'), [organizationId]);
  useRefreshWhenDue(workspace?.id ?? null, { asOf: query.data?.asOf ?? null, receivedAt: query.fulfilledTimeStamp });
  const { set } = url;
  const select = useCallback((figure: Figure) => set({ currency: figure.currency, bucket: figure.bucket }), [set]);

  if (!workspace) return null;
  const balances = query.data?.balances ?? [];
  // The figure the URL names, else the first currency's available balance.
  const chosen = balances.find((row) => row.currency === url.currency) ?? balances[0];
  const selected: Figure | null = chosen ? { currency: chosen.currency, bucket: url.bucket ?? 'available' } : null;

  let body;
  if (query.isLoading) body = <LoadingState label={t('loading')} rows={3} />;
  else if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (!selected) body = <EmptyState title={t('emptyTitle')} text={t('emptyText')} icon={<IconCash size={36} aria-hidden />} />;
  else
    body = (
      <>
        <BalanceCards balances={balances} selected={selected} onSelect={select} />
        <BalanceTrend resourceId={workspace.id} currency={selected.currency} asOf={query.data?.asOf ?? null} />
        <Stack gap="sm" component="section" aria-labelledby="ledger-heading">
          <Title order={2} size="h3" id="ledger-heading">
            {t('ledger.heading', { figure: t(`bucket.${selected.bucket}`), currency: selected.currency })}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`ledger.explain.${selected.bucket}`)}
          </Text>
          <LedgerEntries
            resourceId={workspace.id}
            currency={selected.currency}
            bucket={selected.bucket}
            label={t('ledger.heading', { figure: t(`bucket.${selected.bucket}`), currency: selected.currency })}
            accountsHref={toAccount}
          />
        </Stack>
      </>
    );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t(organizationId ? 'descriptionOrganization' : 'descriptionProject', { name: workspace.name })}</Text>
      </Stack>
      {body}
    </Stack>
  );
}
