import { Alert, Button, Stack, Title } from '@mantine/core';
import { IconArrowBackUp, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ErrorState, LoadingState } from '@/components/states';
import { selectWorkspaceProjects } from '@/features/workspace';
import { transactionFigures } from '@/lib/contract/transaction-figures';
import { firstErrorCode, toFailure } from '@/lib/http';
import { useAppSelector } from '@/lib/store';
import { RelatedTransactions } from './related-transactions';
import { StatusTimeline } from './status-timeline';
import { useGetTransactionQuery } from './transaction-details-api';
import { TransactionFacts } from './transaction-facts';
import { TransactionHeader } from './transaction-header';
import { backToListHref } from './transaction-href';

/** Refusals that all read the same (no existence leak): unknown id, another workspace, no right. */
const noAccessCodes = new Set(['transaction-not-accessible', 'not-found', 'forbidden']);

function NoAccess() {
  const { t } = useTranslation('transactionDetails');
  return (
    <Alert role="alert" color="yellow" variant="light" icon={<IconLock aria-hidden />} title={t('noAccess.title')}>
      {t('noAccess.hint')}
    </Alert>
  );
}

/** /transactions/:transactionId — every label, related transactions, the status timeline and the money actions. */
export function TransactionDetailsPage() {
  const { t } = useTranslation('transactionDetails');
  const transactionId = useParams().transactionId ?? '';
  const location = useLocation();
  const details = useGetTransactionQuery(transactionId);
  const failure = details.isError ? toFailure(details.error) : null;
  const workspaceProjects = useAppSelector(selectWorkspaceProjects);
  const data = details.currentData;
  // A transaction of another workspace reads like one without the right, even when the user holds it there.
  const foreign = Boolean(data && workspaceProjects.length > 0 && !workspaceProjects.some((p) => p.id === data.transaction.projectId));
  const noAccess = foreign || (failure !== null && (noAccessCodes.has(String(firstErrorCode(failure) ?? '')) || failure.code === 403 || failure.code === 404));

  let body: React.ReactNode;
  if (noAccess) body = <NoAccess />;
  else if (details.currentData) {
    const { transaction, related, projectName } = details.currentData;
    body = (
      <>
        <TransactionHeader transaction={transaction} />
        <TransactionFacts transaction={transaction} projectName={projectName} figures={transactionFigures(transaction, related)} />
        <RelatedTransactions transaction={transaction} related={related} />
        <StatusTimeline transaction={transaction} related={related} />
      </>
    );
  } else if (failure && !details.isFetching) {
    body = <ErrorState error={failure} title={t('loadFailed')} onRetry={() => void details.refetch()} retrying={details.isFetching} />;
  } else body = <LoadingState label={t('loading')} rows={6} rowHeight={48} />;

  return (
    <Stack gap="lg">
      <Button
        component={Link}
        to={backToListHref(location.state)}
        variant="subtle"
        leftSection={<IconArrowBackUp size={18} aria-hidden />}
        px={0}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('back')}
      </Button>
      {(!data || noAccess) && <Title order={1}>{t('heading')}</Title>}
      {body}
    </Stack>
  );
}
