import { Badge, Group, Stack, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailsFrame, DetailsRefusal, detailsState } from '@/components/details-frame';
import { DetailsSection, type LabelledValue } from '@/components/details-section';
import { useLocaleFormat } from '@/lib/format';
import { useGetStatementQuery, type Statement } from '../api/statements-api';
import { LedgerCheck } from '../components/ledger-check';
import { StatementDownloads } from '../components/statement-downloads';
import { StatementEntries } from '../components/statement-entries';
import { STATEMENTS_LIST } from '../statement-href';

function StatementFacts({ statement: s }: { statement: Statement }) {
  const { t } = useTranslation('statements');
  const { money, number, dateTime } = useLocaleFormat();
  const amount = (key: string, minor: number) => <bdi key={key}>{money(minor, s.currency)}</bdi>;
  const rows: LabelledValue[] = [
    [t('fields.account'), t(`kind.${s.kind}`)],
    [t('fields.currency'), <bdi key="currency">{s.currency}</bdi>],
    [
      t('fields.period'),
      <bdi key="period">
        {t('fields.periodValue', {
          from: dateTime(s.periodFrom),
          to: dateTime(s.monthToDate ? s.periodTo : new Date(Date.parse(s.periodTo) - 1).toISOString()),
        })}
      </bdi>,
    ],
    [t('fields.opening'), amount('opening', s.openingBalance)],
    [t('fields.totalIn'), amount('in', s.totalIn)],
    [t('fields.totalOut'), amount('out', s.totalOut)],
    [s.monthToDate ? t('fields.closingSoFar') : t('fields.closing'), amount('closing', s.closingBalance)],
    [t('fields.entries'), <bdi key="entries">{number(s.entryCount)}</bdi>],
  ];
  return <DetailsSection title={t('details.figures')} rows={rows} />;
}

/** /statements/:statementId — one month of one account: its figures, the ledger check, its lines and its files. */
export function StatementDetailsPage() {
  const { t } = useTranslation('statements');
  const { statementId = '' } = useParams();
  const details = useGetStatementQuery(statementId, { skip: !statementId });
  const { month } = useLocaleFormat();

  return (
    <DetailsFrame
      back={{ list: STATEMENTS_LIST, label: t('details.back') }}
      title={t('details.title')}
      {...detailsState(details)}
      refusal={
        <DetailsRefusal
          title={t('errors.notAccessibleTitle')}
          text={<Trans t={t} i18nKey="errors.notAccessibleText" values={{ id: statementId }} components={{ id: <bdi /> }} />}
        />
      }
      texts={{ loading: t('details.loading'), loadFailed: t('details.loadFailed') }}
      loadingRowHeight={40}
    >
      {(statement) => (
        <>
          <Group gap="sm" align="center">
            <Title order={1}>
              <Trans
                t={t}
                i18nKey="details.heading"
                values={{ account: t(`kind.${statement.kind}`), currency: statement.currency, month: month(statement.month) }}
                components={{ b: <bdi /> }}
              />
            </Title>
            {statement.monthToDate && (
              <Badge variant="light" color="blue">
                {t('monthToDate')}
              </Badge>
            )}
          </Group>
          <LedgerCheck statement={statement} />
          <StatementFacts statement={statement} />
          <StatementDownloads statement={statement} />
          <Stack gap="sm" component="section" aria-labelledby="statement-entries-title">
            <Title order={2} size="h4" id="statement-entries-title">
              {t('entries.title')}
            </Title>
            <StatementEntries statement={statement} />
          </Stack>
        </>
      )}
    </DetailsFrame>
  );
}
