import { Button } from '@mantine/core';
import { IconCreditCard, IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, queryState, useListParams, type ListAction } from '@/components/list-page';
import { usePermission } from '@/features/permissions';
import { selectCurrentUser } from '@/features/session';
import { selectSelectedResource } from '@/features/workspace';
import { PAYOUT_METHODS_WRITE } from '@/lib/contract/money-permissions';
import { failureMessageKey } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import { notify, tx } from '@/lib/notify';
import { useAppSelector } from '@/lib/store';
import { useListPayoutMethodsQuery, useSetDefaultPayoutMethodMutation, type PayoutMethod } from '../api/payout-methods-api';
import { AddMethodDialog } from '../components/add-method-dialog';
import { useMethodColumns } from '../components/method-columns';
import { methodName } from '../components/method-name';
import type { MethodAction } from '../components/method-row-actions';
import { RemoveMethodDialog } from '../components/remove-method-dialog';
import { usePayoutMethodsListDefinition } from '../model/payout-methods-list';

const defaultCodes = { 'not-found': 'payoutMethods:remove.notFound', forbidden: 'payoutMethods:errors.forbidden' };

/** /payout-methods: the organization's bank accounts and cards (masked), add, make default, remove. */
export function PayoutMethodsPage() {
  const { t } = useTranslation('payoutMethods');
  const workspace = useAppSelector(selectSelectedResource);
  const user = useAppSelector(selectCurrentUser);
  const canWrite = usePermission(PAYOUT_METHODS_WRITE);
  const list = useListParams(usePayoutMethodsListDefinition());
  const { params } = list;
  const query = useListPayoutMethodsQuery(
    { resourceId: workspace?.id ?? '', filters: params.filters, page: params.page, pageSize: params.pageSize, sort: params.sort },
    { skip: !workspace },
  );
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PayoutMethod | null>(null);
  const [setDefault] = useSetDefaultPayoutMethodMutation();

  const onAction = useCallback(
    (action: MethodAction, method: PayoutMethod) => {
      if (action === 'remove') {
        setRemoving(method);
        return;
      }
      setDefault(method.id)
        .unwrap()
        .then(
          () => notify({ color: 'teal', title: tx('payoutMethods:default.done', { currency: method.currency }), message: methodName(method) }),
          (error: unknown) =>
            notify({ color: 'red', title: tx('payoutMethods:default.failed'), message: tx(failureMessageKey(toFailure(error), defaultCodes)) }),
        );
    },
    [setDefault],
  );
  const columns = useMethodColumns(canWrite ? onAction : null);

  if (!workspace) return null;
  const data = query.data;
  const add: ListAction = { id: 'add', label: t('add.open'), icon: <IconPlus size={18} aria-hidden />, onClick: () => setAdding(true), primary: true };

  return (
    <>
      <ListPage
        title={t('title')}
        description={t('description', { name: workspace.name })}
        actions={canWrite ? [add] : []}
        list={list}
        columns={columns}
        rows={data?.methods ?? []}
        total={data?.total ?? 0}
        getRowId={(method) => method.id}
        label={t('list.label', { name: workspace.name })}
        {...queryState(query)}
        empty={{
          title: t('list.emptyTitle'),
          text: canWrite ? t('list.emptyText') : t('list.emptyTextReadOnly'),
          icon: <IconCreditCard size={36} aria-hidden />,
          action: canWrite ? <Button onClick={() => setAdding(true)}>{t('add.open')}</Button> : undefined,
        }}
        userId={user?.id ?? null}
      />
      {canWrite && (
        <>
          <AddMethodDialog
            opened={adding}
            onClose={() => setAdding(false)}
            onAdded={(method) => {
              setAdding(false);
              notify({ color: 'teal', title: tx('payoutMethods:add.done'), message: methodName(method) });
            }}
          />
          <RemoveMethodDialog
            method={removing}
            onClose={() => setRemoving(null)}
            onDone={(method) => {
              setRemoving(null);
              notify({ color: 'teal', title: tx('payoutMethods:remove.done'), message: methodName(method) });
            }}
          />
        </>
      )}
    </>
  );
}
