import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailsFrame, DetailsRefusal, detailsState } from '@/components/details-frame';
import { PartBoundary } from '@/components/feedback/part-boundary';
import { BlockFromPayment } from '@/features/antifraud';
import { usePermission } from '@/features/permissions';
import { selectWorkspaceProjects } from '@/features/workspace';
import { antifraudPermissions } from '@/lib/contract/antifraud-permissions';
import { transactionFigures } from '@/lib/contract/transaction-figures';
import { useAppSelector } from '@/lib/store';
import { FraudChecks } from './fraud-checks';
import { RelatedTransactions } from './related-transactions';
import { StatusTimeline } from './status-timeline';
import { useGetTransactionQuery } from './transaction-details-api';
import { TransactionFacts } from './transaction-facts';
import { TransactionHeader } from './transaction-header';
import { TRANSACTIONS_LIST } from '@/config/paths';

/** /transactions/:transactionId — every label, related transactions, the status timeline and the money actions. */
export function TransactionDetailsPage() {
  const { t } = useTranslation('transactionDetails');
  const transactionId = useParams().transactionId ?? '';
  const details = useGetTransactionQuery(transactionId);
  const workspaceProjects = useAppSelector(selectWorkspaceProjects);
  const mayBlock = usePermission(antifraudPermissions.listsWrite);
  const data = details.currentData;
  // A transaction of another workspace reads like one without the right, even when the user holds it there.
  const foreign = Boolean(data && workspaceProjects.length > 0 && !workspaceProjects.some((p) => p.id === data.transaction.projectId));

  return (
    <DetailsFrame
      back={{ list: TRANSACTIONS_LIST, label: t('back') }}
      title={t('heading')}
      {...detailsState(details, { refusalCodes: ['transaction-not-accessible'], foreign })}
      refusal={<DetailsRefusal title={t('noAccess.title')} text={t('noAccess.hint')} />}
      texts={{ loading: t('loading'), loadFailed: t('loadFailed') }}
    >
      {({ transaction, related, projectName }) => (
        <>
          <TransactionHeader transaction={transaction} />
          <TransactionFacts transaction={transaction} projectName={projectName} figures={transactionFigures(transaction, related)} />
          <FraudChecks
            transaction={transaction}
            actions={
              mayBlock && (
                <PartBoundary>
                  <Suspense fallback={null}>
                    <BlockFromPayment payment={transaction} />
                  </Suspense>
                </PartBoundary>
              )
            }
          />
          <RelatedTransactions transaction={transaction} related={related} />
          <StatusTimeline transaction={transaction} related={related} />
        </>
      )}
    </DetailsFrame>
  );
}
