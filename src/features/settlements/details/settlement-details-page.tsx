import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconLock } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { DetailsSection, type LabelledValue } from '@/components/details-section';
import { ErrorState, LoadingState } from '@/components/states';
import { usePermission } from '@/features/permissions';
import { useFormatDateTime } from '@/features/preferences';
import { selectSelectedResourceId } from '@/features/workspace';
import { LEDGER_READ } from '@/lib/contract/money-permissions';
import { useDateFormat } from '@/lib/dates';
import { firstErrorCode, toFailure } from '@/lib/http';
import { anyOf } from '@/lib/permissions';
import { useAppSelector } from '@/lib/store';
import { useGetSettlementQuery } from '../api/settlements-api';
import { Money } from '../components/money';
import { SettlementStatusBadge } from '../components/settlement-status-badge';
import { periodDays } from '../model/period';
import { backToSettlementsHref } from '../settlement-href';
import { SettlementDownload } from './settlement-download';
import { StatementEntries } from './statement-entries';
import { StatementSection } from './statement-section';

/** Unknown, or not readable by the caller: both read the same (no existence leak). */
const noAccessCodes = new Set(['not-found', 'forbidden']);

/** /settlement/:settlementId — one settlement payout: what was paid where, its statement and the CSV. */
export function SettlementDetailsPage() {
  const { t } = useTranslation('settlements');
  const { settlementId = '' } = useParams();
  const location = useLocation();
  const details = useGetSettlementQuery(settlementId, { skip: !settlementId });
  const formatDateTime = useFormatDateTime();
  const { dayRange } = useDateFormat();
  const resourceId = useAppSelector(selectSelectedResourceId) ?? '';
  // The entries one by one are ledger entries: shown to those who may read the ledger.
  const canReadLedger = usePermission(anyOf(...LEDGER_READ));
  const settlement = details.currentData;
  const failure = details.isError ? toFailure(details.error) : null;
  const noAccess = failure !== null && (noAccessCodes.has(String(firstErrorCode(failure) ?? '')) || failure.code === 403 || failure.code === 404);

  let body: React.ReactNode;
  if (noAccess) {
    body = (
      <>
        <Title order={1}>{t('details.title')}</Title>
        <Alert role="alert" color="yellow" variant="light" icon={<IconLock aria-hidden />} title={t('errors.notAccessibleTitle')}>
          <Trans t={t} i18nKey="errors.notAccessibleText" values={{ id: settlementId }} components={{ id: <bdi /> }} />
        </Alert>
      </>
    );
  } else if (settlement) {
    const { from, to } = periodDays(settlement.periodFrom, settlement.periodTo);
    const facts: LabelledValue[] = [
      [t('fields.amount'), <Money key="amount" amount={settlement.amount} currency={settlement.currency} />],
      [t('fields.status'), <SettlementStatusBadge key="status" status={settlement.status} />],
      [t('fields.period'), <bdi key="period">{dayRange(from, to)}</bdi>],
      [t('fields.paidAt'), settlement.paidAt ? <bdi key="paid">{formatDateTime(settlement.paidAt)}</bdi> : '—'],
      [t('fields.method'), settlement.method ? <Text key="method" span size="sm">{settlement.method.label ? `${settlement.method.label} · ` : ''}<bdi>{settlement.method.masked}</bdi></Text> : '—'],
      [t('fields.id'), <bdi key="id">{settlement.id}</bdi>],
    ];
    body = (
      <>
        <Group gap="sm" align="center">
          <Title order={1}>
            <Trans t={t} i18nKey="details.heading" values={{ period: dayRange(from, to) }} components={{ period: <bdi /> }} />
          </Title>
          <SettlementStatusBadge status={settlement.status} />
        </Group>
        <SettlementDownload settlement={settlement} />
        <DetailsSection title={t('details.facts')} rows={facts} />
        <StatementSection settlement={settlement} />
        {canReadLedger && (
          <Stack gap="sm" component="section" aria-labelledby="settlement-entries-title">
            <Title order={2} size="h4" id="settlement-entries-title">
              {t('entries.title')}
            </Title>
            <StatementEntries settlement={settlement} resourceId={resourceId} />
          </Stack>
        )}
      </>
    );
  } else if (failure && !details.isFetching) {
    body = (
      <>
        <Title order={1}>{t('details.title')}</Title>
        <ErrorState error={failure} title={t('details.loadFailed')} onRetry={() => void details.refetch()} retrying={details.isFetching} />
      </>
    );
  } else {
    body = (
      <>
        <Title order={1}>{t('details.title')}</Title>
        <LoadingState label={t('details.loading')} rows={6} rowHeight={40} />
      </>
    );
  }

  return (
    <Stack gap="lg">
      <Button component={Link} to={backToSettlementsHref(location.state)} variant="subtle" leftSection={<IconArrowBackUp size={18} aria-hidden />} px={0} style={{ alignSelf: 'flex-start' }}>
        {t('details.back')}
      </Button>
      {body}
    </Stack>
  );
}
