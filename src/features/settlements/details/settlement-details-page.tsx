import { Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailsFrame, DetailsRefusal, detailsState } from '@/components/details-frame';
import { DetailsSection, type LabelledValue } from '@/components/details-section';
import { usePermission } from '@/features/permissions';
import { useLocaleFormat } from '@/lib/format';
import { selectSelectedResourceId } from '@/features/workspace';
import { LEDGER_READ } from '@/lib/contract/money-permissions';
import { useDateFormat } from '@/lib/dates';
import { anyOf } from '@/lib/permissions';
import { useAppSelector } from '@/lib/store';
import { useGetSettlementQuery } from '../api/settlements-api';
import { Money } from '../components/money';
import { SettlementStatusBadge } from '../components/settlement-status-badge';
import { periodDays } from '../model/period';
import { SETTLEMENTS_LIST } from '../settlement-href';
import { SettlementDownload } from './settlement-download';
import { StatementEntries } from './statement-entries';
import { StatementSection } from './statement-section';

/** /settlement/:settlementId — one settlement payout: what was paid where, its statement and the CSV. */
export function SettlementDetailsPage() {
  const { t } = useTranslation('settlements');
  const { settlementId = '' } = useParams();
  const details = useGetSettlementQuery(settlementId, { skip: !settlementId });
  const formatDateTime = useLocaleFormat().dateTime;
  const { dayRange } = useDateFormat();
  const resourceId = useAppSelector(selectSelectedResourceId) ?? '';
  // The entries one by one are ledger entries: shown to those who may read the ledger.
  const canReadLedger = usePermission(anyOf(...LEDGER_READ));
  const renderSettlement = (settlement: NonNullable<typeof details.currentData>) => {
    const { from, to } = periodDays(settlement.periodFrom, settlement.periodTo);
    const facts: LabelledValue[] = [
      [t('fields.amount'), <Money key="amount" amount={settlement.amount} currency={settlement.currency} />],
      [t('fields.status'), <SettlementStatusBadge key="status" status={settlement.status} />],
      [t('fields.period'), <bdi key="period">{dayRange(from, to)}</bdi>],
      [t('fields.paidAt'), settlement.paidAt ? <bdi key="paid">{formatDateTime(settlement.paidAt)}</bdi> : '—'],
      [
        t('fields.method'),
        settlement.method ? (
          <Text key="method" span size="sm">
            {settlement.method.label ? `${settlement.method.label} · ` : ''}
            <bdi>{settlement.method.masked}</bdi>
          </Text>
        ) : (
          '—'
        ),
      ],
      [t('fields.id'), <bdi key="id">{settlement.id}</bdi>],
    ];
    return (
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
  };

  return (
    <DetailsFrame
      back={{ list: SETTLEMENTS_LIST, label: t('details.back') }}
      title={t('details.title')}
      {...detailsState(details)}
      refusal={
        <DetailsRefusal
          title={t('errors.notAccessibleTitle')}
          text={<Trans t={t} i18nKey="errors.notAccessibleText" values={{ id: settlementId }} components={{ id: <bdi /> }} />}
        />
      }
      texts={{ loading: t('details.loading'), loadFailed: t('details.loadFailed') }}
      loadingRowHeight={40}
    >
      {renderSettlement}
    </DetailsFrame>
  );
}
