import { ActionIcon, Button, Divider, Group, Popover, ScrollArea, Stack, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useClipboard, useDisclosure } from '@mantine/hooks';
import { IconBookmark, IconBookmarkPlus, IconCheck, IconLink, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhoneLayout } from '@/components/list-page';
import { ErrorState, LoadingState } from '@/components/states';
import { notify, tx } from '@/lib/notify';
import { DeleteViewDialog } from './delete-view-dialog';
import { SaveViewDialog } from './save-view-dialog';
import { isActiveView, viewPath } from './view-query';
import { useListTransactionViewsQuery, type TransactionView } from './views-api';
import classes from './views-menu.module.css';

interface Props {
  /** The list's path (`/transactions`). */
  listPath: string;
  /** The list's current URL parameters and visible columns: what "Save" keeps, and how the active view is found. */
  current: URLSearchParams;
  columns: readonly string[];
  /** The query a new view would save. */
  currentQuery: string;
  onApply: (query: string) => void;
}

/** "Views": the user's saved views of the list; save the current one, open, copy a link, delete. */
export function ViewsMenu({ listPath, current, columns, currentQuery, onApply }: Props) {
  const { t } = useTranslation('transactions');
  const phone = usePhoneLayout();
  const [opened, panel] = useDisclosure(false);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<TransactionView | null>(null);
  // Loaded with the page: the button names the view the list shows.
  const views = useListTransactionViewsQuery();
  const clipboard = useClipboard({ timeout: 2000 });
  const [copied, setCopied] = useState<string | null>(null);
  const active = views.data?.find((view) => isActiveView(view.query, current, columns));

  const copy = (view: TransactionView) => {
    clipboard.copy(new URL(viewPath(listPath, view.query), window.location.origin).toString());
    setCopied(view.id);
    notify({ color: 'teal', title: tx('transactions:views.linkCopied'), message: view.name });
  };

  let body;
  if (views.error) body = <ErrorState error={views.error} onRetry={() => void views.refetch()} retrying={views.isFetching} />;
  else if (!views.data) body = <LoadingState rows={3} rowHeight={32} />;
  else if (!views.data.length)
    body = (
      <Text size="sm" c="dimmed">
        {t('views.empty')}
      </Text>
    );
  else
    body = (
      <ul className={classes.list} aria-label={t('views.listLabel')}>
        {views.data.map((view) => {
          const isActive = view.id === active?.id;
          return (
            <li key={view.id} className={classes.item} data-active={isActive || undefined}>
              <UnstyledButton
                className={classes.open}
                aria-current={isActive ? 'true' : undefined}
                onClick={() => {
                  panel.close();
                  onApply(view.query);
                }}
              >
                <Group gap={6} wrap="nowrap">
                  {isActive ? <IconCheck size={16} aria-hidden /> : <IconBookmark size={16} aria-hidden />}
                  <Text size="sm" truncate="end" fw={isActive ? 600 : 400}>
                    {view.name}
                  </Text>
                  {isActive && <VisuallyHidden>{t('views.activeSuffix')}</VisuallyHidden>}
                </Group>
              </UnstyledButton>
              <Tooltip label={copied === view.id && clipboard.copied ? t('views.linkCopied') : t('views.copyLink')} withinPortal>
                <ActionIcon variant="subtle" color="gray" aria-label={t('views.copyLinkOf', { name: view.name })} onClick={() => copy(view)}>
                  {copied === view.id && clipboard.copied ? <IconCheck size={16} aria-hidden /> : <IconLink size={16} aria-hidden />}
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('views.delete')} withinPortal>
                <ActionIcon variant="subtle" color="red" aria-label={t('views.deleteOf', { name: view.name })} onClick={() => setDeleting(view)}>
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </li>
          );
        })}
      </ul>
    );

  const buttonLabel = active ? t('views.buttonActive', { name: active.name }) : t('views.button');
  return (
    <>
      <Popover opened={opened} onChange={(next) => (next ? panel.open() : panel.close())} position="bottom-end" shadow="md" width={320} trapFocus withinPortal>
        <Popover.Target>
          {phone ? (
            // A phone's toolbar has room for an icon only: its name is the button's label.
            <Tooltip label={buttonLabel}>
              <ActionIcon variant="default" size={36} aria-label={buttonLabel} onClick={panel.toggle} aria-expanded={opened}>
                <IconBookmark size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : (
            <Button variant="default" leftSection={<IconBookmark size={18} aria-hidden />} onClick={panel.toggle} aria-expanded={opened}>
              {buttonLabel}
            </Button>
          )}
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <Text fw={600} size="sm">
              {t('views.title')}
            </Text>
            <ScrollArea.Autosize mah={320}>{body}</ScrollArea.Autosize>
            <Divider />
            <Button
              variant="light"
              leftSection={<IconBookmarkPlus size={18} aria-hidden />}
              onClick={() => {
                panel.close();
                setSaving(true);
              }}
            >
              {t('views.saveCurrent')}
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <SaveViewDialog
        opened={saving}
        query={currentQuery}
        onClose={() => setSaving(false)}
        onSaved={(view) => {
          setSaving(false);
          notify({ color: 'teal', title: tx('transactions:views.saved'), message: view.name });
        }}
      />
      <DeleteViewDialog
        view={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(view) => {
          setDeleting(null);
          notify({ color: 'teal', title: tx('transactions:views.deleted'), message: view.name });
        }}
      />
    </>
  );
}
