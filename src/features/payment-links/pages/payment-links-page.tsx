import { Button } from '@mantine/core';
import { IconLink, IconLinkPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '@/lib/i18n';
import { Dialog } from '@/components/dialogs/dialog-frame';
import { ListPage, queryState, useListParams, type ListAction } from '@/components/list-page';
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
import { payLinkUrl } from '../model/pay-url';
import { usePaymentLinksListDefinition } from '../model/payment-links-list';
import { useLinkedLink } from '../model/use-linked-link';
import { paymentLinkHref } from '@/config/paths';

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
  const [chosen, setChosen] = useState<PaymentLink | null>(null);
  const linked = useLinkedLink();
  // A link chosen in the list, else the one the URL names.
  const sharing = chosen ?? linked.link;
  const closeSharing = () => {
    setChosen(null);
    if (linked.link) linked.dismiss();
  };
  const [deactivating, setDeactivating] = useState<PaymentLink | null>(null);

  const projectName = useCallback((id: string | null) => (id && index.get(id)?.name) || id || '—', [index]);
  const onAction = useCallback((action: LinkAction, link: PaymentLink) => {
    if (action === 'qr') setChosen(link);
    else if (action === 'deactivate') setDeactivating(link);
    else {
      const url = payLinkUrl(link.id);
      // Without a secure context there is no clipboard: that is a failure to report, not a crash.
      Promise.resolve()
        .then(() => navigator.clipboard.writeText(url))
        .then(
          () => notify({ color: 'teal', title: tx('paymentLinks:share.copied'), message: url }),
          () => notify({ color: 'red', title: tx('paymentLinks:share.copyFailed'), message: url }),
        );
    }
  }, []);
  const columns = useLinkColumns(projectName, onAction);

  // The workspace gate renders pages only with a selected workspace.
  if (!workspace) return null;
  const data = query.data;
  const projects = data?.projects ?? [];
  const canCreate = projects.some((p) => !p.serverToServer);
  const create: ListAction = {
    id: 'create',
    label: t('create.open'),
    icon: <IconLinkPlus size={18} aria-hidden />,
    onClick: () => setCreating(true),
    disabled: !canCreate,
    primary: true,
  };

  return (
    <>
      <ListPage
        title={t('title')}
        description={t('description', { name: workspace.name })}
        actions={[create]}
        list={list}
        columns={columns}
        rows={data?.links ?? []}
        total={data?.total ?? 0}
        getRowId={(link) => link.id}
        rowHref={(link) => paymentLinkHref(link.id)}
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
        <CreateLinkDialog
          key={projects.map((p) => `${p.id}:${p.serverToServer}`).join()}
          opened={creating}
          projects={projects}
          onClose={() => setCreating(false)}
        />
      )}
      <Dialog opened={sharing !== null} onClose={closeSharing} title={sharing ? t('share.title', { name: isolate(linkName(sharing)) }) : ''} size="lg">
        {sharing && <LinkSharePanel link={sharing} />}
      </Dialog>
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
