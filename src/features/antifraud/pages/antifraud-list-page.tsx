import { ActionIcon, Alert, Badge, Text } from '@mantine/core';
import { IconListDetails, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DetailsFrame, DetailsRefusal, detailsState } from '@/components/details-frame';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { ListPage, queryState, useListParams, type ListColumn, type ListDefinition } from '@/components/list-page';
import { ANTIFRAUD_LISTS } from '@/config/paths';
import { targetKey, useSendIntent } from '@/features/intents';
import { usePermission } from '@/features/permissions';
import { selectCurrentUser } from '@/features/session';
import { antifraudPermissions } from '@/lib/contract/antifraud-permissions';
import { useLocaleFormat } from '@/lib/format';
import { failureMessageKey } from '@/lib/forms';
import { notify } from '@/lib/notify';
import { useAppSelector } from '@/lib/store';
import { useGetListQuery, useListItemsQuery } from '../api/antifraud-api';
import type { AntifraudList, ListItem } from '../api/review-model';
import { AddItemsDialog } from '../lists/add-items-dialog';
import { purposeColor } from '../lists/list-columns';
import { ANTIFRAUD_CODES } from '../antifraud-codes';

function useItemsDefinition(t: (key: string) => string): ListDefinition {
  return useMemo(() => ({ id: 'antifraud-list-items', pageSize: 50, search: { label: t('items.search') } }), [t]);
}

function ListItems({ list }: { list: AntifraudList }) {
  const { t } = useTranslation(['antifraud', 'common']);
  const navigate = useNavigate();
  const { dateTime } = useLocaleFormat();
  const user = useAppSelector(selectCurrentUser);
  const mayWrite = usePermission(antifraudPermissions.listsWrite);
  const itemsList = useListParams(useItemsDefinition(t));
  const { params } = itemsList;
  const query = useListItemsQuery({ id: list.id, search: params.search, page: params.page, pageSize: params.pageSize });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ListItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  const change = useSendIntent(targetKey('antifraud-list', list.id), () => {
    notify({ color: 'teal', message: t(deleting ? 'lists.deleted' : 'items.removed') });
    if (deleting) void navigate(ANTIFRAUD_LISTS);
    setRemoving(null);
    setDeleting(false);
  });
  const error = change.refusal ? t(failureMessageKey(change.refusal, ANTIFRAUD_CODES)) : null;

  const columns: ListColumn<ListItem>[] = [
    {
      id: 'value',
      header: t('items.columns.value'),
      rowHeader: true,
      hideable: false,
      width: 260,
      grow: 2,
      card: 'title',
      cell: (row) => (
        <Text span size="sm" ff="monospace" dir="ltr" truncate="end">
          {row.value}
        </Text>
      ),
    },
    {
      id: 'expiresAt',
      header: t('items.columns.expires'),
      width: 160,
      card: 'status',
      cell: (row) =>
        row.expired ? (
          <Badge variant="light" color="gray">
            {t('items.expired')}
          </Badge>
        ) : row.expiresAt ? (
          <bdi>{dateTime(row.expiresAt)}</bdi>
        ) : (
          t('items.never')
        ),
    },
    {
      id: 'reason',
      header: t('items.columns.reason'),
      width: 240,
      grow: 1,
      priority: 2,
      cell: (row) => (
        <Text span size="sm" truncate="end">
          <bdi>{row.reason || '—'}</bdi>
        </Text>
      ),
    },
    { id: 'addedBy', header: t('items.columns.addedBy'), width: 160, priority: 3, cell: (row) => <bdi>{row.addedBy.name || row.addedBy.email}</bdi> },
    { id: 'addedAt', header: t('items.columns.addedAt'), width: 150, card: 'when', cell: (row) => <bdi>{dateTime(row.addedAt)}</bdi> },
    ...(mayWrite
      ? [
          {
            id: 'remove',
            header: t('items.columns.remove'),
            width: 80,
            hideable: false,
            cell: (row: ListItem) => (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('items.remove', { value: row.value })}
                onClick={() => (change.clearRefusal(), setRemoving(row))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            ),
          },
        ]
      : []),
  ];

  const actions = mayWrite
    ? [
        { id: 'add', label: t('items.add'), icon: <IconPlus size={18} aria-hidden />, onClick: () => setAdding(true), primary: true },
        ...(list.default
          ? []
          : [{ id: 'delete', label: t('lists.delete'), icon: <IconTrash size={18} aria-hidden />, onClick: () => (change.clearRefusal(), setDeleting(true)) }]),
      ]
    : [];

  return (
    <>
      <ListPage
        title={list.name}
        description={t('lists.summary', { alias: `@${list.alias}`, kind: t(`lists.kind.${list.kind}`), purpose: t(`lists.purpose.${list.purpose}`) })}
        notice={
          <Alert variant="light" color={purposeColor[list.purpose]}>
            {t(list.default ? `lists.defaultNotice.${list.purpose}` : 'lists.customNotice', { alias: `@${list.alias}` })}
          </Alert>
        }
        actions={actions}
        list={itemsList}
        columns={columns}
        rows={query.data?.rows ?? []}
        total={query.data?.total ?? 0}
        getRowId={(row) => row.id}
        label={t('items.label', { name: list.name })}
        {...queryState(query)}
        empty={{ title: t('items.emptyTitle'), text: t('items.emptyText'), icon: <IconListDetails size={36} aria-hidden /> }}
        userId={user?.id ?? null}
      />
      {adding && <AddItemsDialog list={list} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        opened={removing !== null}
        title={t('items.removeTitle')}
        closeLabel={t('common:close')}
        question={t('items.removeQuestion', { value: removing?.value ?? '', name: list.name })}
        confirmLabel={t('items.removeConfirm')}
        danger
        busy={change.pending}
        error={error}
        onConfirm={() =>
          removing &&
          change.send({
            request: { action: 'antifraud-lists/removeItem', id: list.id, payload: { id: list.id, itemId: removing.id } },
            summary: { kind: 'list-remove-item' },
            invalidates: [
              { type: 'AntifraudList', id: list.id },
              { type: 'AntifraudList', id: 'LIST' },
            ],
          })
        }
        onClose={() => setRemoving(null)}
      />
      <ConfirmDialog
        opened={deleting}
        title={t('lists.deleteTitle')}
        closeLabel={t('common:close')}
        question={t('lists.deleteQuestion', { name: list.name, alias: `@${list.alias}` })}
        confirmLabel={t('lists.delete')}
        danger
        busy={change.pending}
        error={error}
        onConfirm={() =>
          change.send({
            request: { action: 'antifraud-lists/delete', id: list.id, payload: { id: list.id } },
            summary: { kind: 'list-delete' },
            invalidates: [{ type: 'AntifraudList', id: 'LIST' }],
          })
        }
        onClose={() => setDeleting(false)}
      />
    </>
  );
}

/** `/antifraud/lists/:listId`: a list's items, added in bulk, removed one by one, each with who, when and why. */
export function AntifraudListPage() {
  const { t } = useTranslation('antifraud');
  const id = useParams().listId ?? '';
  const details = useGetListQuery(id, { skip: !id });
  return (
    <DetailsFrame
      back={{ list: ANTIFRAUD_LISTS, label: t('lists.back') }}
      title={t('lists.heading')}
      {...detailsState(details, { missingId: !id })}
      refusal={<DetailsRefusal title={t('lists.notFoundTitle')} text={t('lists.notFoundText')} />}
      texts={{ loading: t('lists.loading'), loadFailed: t('lists.loadFailed') }}
    >
      {(list) => <ListItems list={list} />}
    </DetailsFrame>
  );
}
