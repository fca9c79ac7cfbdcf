import { Button, Modal } from '@mantine/core';
import { IconLink, IconLinkPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, queryState, useListParams } from '@/components/list-page';
import { selectCurrentUser } from '@/features/session';
import { selectResourceIndex, selectSelectedResource, selectWorkspaceProjects } from '@/features/workspace';
import { notify, tx } from '@/lib/notify';
import { useAppSelector } from '@/lib/store';
import { useListPaymentLinksQuery, type PaymentLink } from '../api/payment-links-api';
import { CreateLinkDialog } from '../components/create-link-dialog';
import { DeactivateLinkDialog } from '../components/deactivate-link-dialog';
import { linkName, useLinkColumns } from '../components/link-columns';
import type { LinkAction } from '../components/link-row-actions';
import { LinkSharePanel } from '../components/link-share-panel';
import { usePaymentLinksListDefinition } from '../model/payment-links-list';

/** The workspace's payment links: list, create, copy, QR code, deactivate. */
export function PaymentLinksPage() {
  const { t } = useTranslation('paymentLinks');
  const workspace = useAppSelector(selectSelectedResource);
  const workspaceProjects = useAppSelector(selectWorkspaceProjects);
  const index = useAppSelector(selectResourceIndex);
  const user = useAppSelector(selectCurrentUser);
  const list = useListParams(usePaymentLinksListDefinition(workspaceProjects));
  const { params } = list;
  const query = useListPaymentLinksQuery(
    { resourceId: workspace?.id ?? '', filters: params.filters, page: params.page, pageSize: params.pageSize, sort: params.sort },
    { skip: !workspace },
  );
  const [creating, setCreating] = useState(false);
  const [sharing, setSharing] = useState<PaymentLink | null>(null);
  const [deactivating, setDeactivating] = useState<PaymentLink | null>(null);

  const projectName = useCallback((id: string | null) => (id && index.get(id)?.name) || id || '—', [index]);
  const onAction = useCallback(
    (action: LinkAction, link: PaymentLink) => {
      if (action === 'qr') setSharing(link);
      else if (action === 'deactivate') setDeactivating(link);
      else {
        // Without a secure context there is no clipboard: that is a failure to report, not a crash.
        Promise.resolve()
          .then(() => navigator.clipboard.writeText(link.url))
          .then(
            () => notify({ color: 'teal', title: tx('paymentLinks:share.copied'), message: link.url }),
            () => notify({ color: 'red', title: tx('paymentLinks:share.copyFailed'), message: link.url }),
          );
      }
    },
    [],
  );
  const columns = useLinkColumns(projectName, onAction);

  // The workspace gate renders pages only with a selected workspace.
  if (!workspace) return null;
  const data = query.data;
  const projects = data?.projects ?? [];
  const canCreate = projects.some((p) => !p.serverToServer);

  return (
    <>
      <ListPage
        title={t('title')}
        description={t('description', { name: workspace.name })}
        actions={
          <Button leftSection={<IconLinkPlus size={18} aria-hidden />} onClick={() => setCreating(true)} disabled={!canCreate}>
            {t('create.open')}
          </Button>
        }
        list={list}
        columns={columns}
        rows={data?.links ?? []}
        total={data?.total ?? 0}
        getRowId={(link) => link.id}
        label={t('list.label', { name: workspace.name })}
        {...queryState(query)}
        empty={{
          title: t('list.emptyTitle'),
          text: t('list.emptyText'),
          icon: <IconLink size={36} aria-hidden />,
          action: canCreate ? <Button onClick={() => setCreating(true)}>{t('create.open')}</Button> : undefined,
        }}
        userId={user?.id ?? null}
      />
      {data && (
        <CreateLinkDialog key={projects.map((p) => `${p.id}:${p.serverToServer}`).join()} opened={creating} projects={projects} onClose={() => setCreating(false)} />
      )}
      <Modal opened={sharing !== null} onClose={() => setSharing(null)} title={sharing ? t('share.title', { name: linkName(sharing) }) : ''} centered size="lg">
        {sharing && <LinkSharePanel link={sharing} />}
      </Modal>
      <DeactivateLinkDialog
        link={deactivating}
        onClose={() => setDeactivating(null)}
        onDone={(link) => {
          setDeactivating(null);
          notify({ color: 'teal', title: tx('paymentLinks:deactivate.done'), message: linkName(link) });
        }}
      />
    </>
  );
}
