import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange, IconBuildingBank } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { IntentNotice, useTargetIntent } from '@/features/intents';
import { usePermission } from '@/features/permissions';
import { selectSelectedResource } from '@/features/workspace';
import { ACCOUNTS_EXCHANGE } from '@/lib/contract/money-permissions';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { useAppSelector } from '@/lib/store';
import { useListAccountsQuery } from '../api/balances-api';
import { exchangeTarget } from '../api/exchange-api';
import { AccountCards } from '../components/account-cards';
import { ExchangeDialog } from '../components/exchange-dialog';
import { LedgerEntries } from '../components/ledger-entries';
import { accountHref } from '../model/account-href';

/**
 * The organization's settlement accounts (one per currency) and the chosen one's ledger; exchange
 * between them. Accounts belong to organizations (docs/api/accounts.md).
 */
export function AccountsPage() {
  const { t, i18n } = useTranslation('balances');
  const locale = intlLocale(i18n.language);
  const workspace = useAppSelector(selectSelectedResource);
  const organizationId = workspace?.resourceType === 'organization' ? workspace.id : null;
  const { id } = useParams();
  const query = useListAccountsQuery(organizationId ?? '', { skip: !organizationId });
  const canExchange = usePermission(ACCOUNTS_EXCHANGE);
  const [exchanging, setExchanging] = useState(false);
  const intent = useTargetIntent(exchangeTarget(organizationId ?? ''));

  // Organizations only (the route says so): a project workspace gets not-found before this page.
  if (!workspace || !organizationId) return null;
  const accounts = query.data ?? [];
  const selected = id ? accounts.find((account) => account.id === id) : accounts[0];
  const exchangeIntent = intent.intent?.summary.kind === 'exchange' ? intent.intent : undefined;

  let body;
  if (query.isLoading) body = <LoadingState label={t('loading')} rows={3} />;
  else if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (accounts.length === 0)
    body = <EmptyState titleOrder={2} title={t('accounts.emptyTitle')} text={t('accounts.emptyText')} icon={<IconBuildingBank size={36} aria-hidden />} />;
  else if (!selected) body = <EmptyState titleOrder={2} title={t('accounts.notFoundTitle')} text={t('accounts.notFoundText')} />;
  else
    body = (
      <>
        <AccountCards accounts={accounts} selectedId={selected.id} />
        <Stack gap="sm" component="section" aria-labelledby="account-ledger-heading">
          <Title order={2} size="h3" id="account-ledger-heading">
            {t('accounts.ledgerHeading', { currency: selected.currency })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('accounts.figures', {
              available: formatMoney(selected.available, selected.currency, locale),
              pending: formatMoney(selected.pending, selected.currency, locale),
              reserved: formatMoney(selected.reserved, selected.currency, locale),
            })}
          </Text>
          <LedgerEntries
            resourceId={organizationId}
            currency={selected.currency}
            label={t('accounts.ledgerHeading', { currency: selected.currency })}
            accountsHref={(currency) => accountHref(organizationId, currency)}
          />
        </Stack>
      </>
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t('accounts.title')}</Title>
          <Text c="dimmed">{t('accounts.description', { name: workspace.name })}</Text>
        </Stack>
        {canExchange && accounts.length > 1 && (
          <Button leftSection={<IconArrowsExchange size={18} aria-hidden />} onClick={() => setExchanging(true)}>
            {t('exchange.open')}
          </Button>
        )}
      </Group>
      {exchangeIntent && !exchanging && (
        <IntentNotice
          intent={exchangeIntent}
          description={t('exchange.intent', { amount: formatMoney(exchangeIntent.summary.amount ?? 0, exchangeIntent.summary.currency ?? '', locale) })}
          onCheckAgain={intent.checkAgain}
          onDismiss={intent.forget}
        />
      )}
      {body}
      {canExchange && accounts.length > 1 && (
        <ExchangeDialog organizationId={organizationId} accounts={accounts} opened={exchanging} onClose={() => setExchanging(false)} />
      )}
    </Stack>
  );
}
