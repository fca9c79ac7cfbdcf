import { Badge, Group, Loader, Popover, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch, IconSelector } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { channelHref } from '@/config/paths';
import { ErrorState } from '@/components/states';
import { selectChildrenTreesStatus, selectResources, selectSelectedResource, switchWorkspace } from '@/features/workspace';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { ModeBadge } from '@/components/workspace/mode-badge';
import { loadChildrenTrees } from './load-children-trees';
import { selectSwitcherResources } from './switcher-resources';
import { buildSwitcherRows, filterSwitcherRows, SEARCH_THRESHOLD, type SwitcherRow } from './switcher-rows';
import classes from './workspace-switcher.module.css';

// The virtualised list (and its virtualiser) downloads when the switcher is about to open, not with every page.
const loadSwitcherList = () => import('./switcher-list');
const SwitcherList = lazy(() => loadSwitcherList().then((module) => ({ default: module.SwitcherList })));
const preloadSwitcherList = () => void loadSwitcherList().catch(() => undefined);

/** Rows of the first screen: their organizations' trees are read as soon as the switcher is about to open. */
const FIRST_SCREEN = 20;

/** The organizations of these rows: an organization's own row, or the one a project row sits under. */
const organizationsOf = (rows: readonly SwitcherRow[]) => [
  ...new Set(
    rows.flatMap(({ resource, depth }) =>
      resource.resourceType === 'organization'
        ? [resource.id]
        : depth === 1 && resource.resourceType === 'project' && resource.parentId
          ? [resource.parentId]
          : [],
    ),
  ),
];

/**
 * Organization/project switcher: a searchable, virtualised tree that stays fast with thousands of
 * resources. It opens on the user's resources, read with the workspace (`identities/listMyResources`);
 * each organization's tree is then read with `resources/getChildrenTree` (500 a page) as it comes into
 * view (those of the first screen as soon as the pointer or focus reaches the switcher) and shown as
 * the server answers it. A few calls per screenful, never one per organization of thousands.
 */
export function WorkspaceSwitcher({ compact, onSwitched }: { compact: boolean; onSwitched: () => void }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const resources = useAppSelector(selectResources);
  const listed = useAppSelector(selectSwitcherResources);
  const treesStatus = useAppSelector(selectChildrenTreesStatus);
  const selected = useAppSelector(selectSelectedResource);
  const [opened, { close, toggle }] = useDisclosure(false);
  const [query, setQuery] = useState('');
  const [inView, setInView] = useState<string[]>([]);
  const [treesFailure, setTreesFailure] = useState<unknown>(null);
  const deferredQuery = useDeferredValue(query);
  const name = selected?.name ?? t('switcher.none');
  const rows = useMemo(() => buildSwitcherRows(listed), [listed]);
  const visible = useMemo(() => filterSwitcherRows(rows, deferredQuery), [rows, deferredQuery]);
  const loadingInView = inView.some((id) => treesStatus[id] === 'loading');
  const failedInView = inView.filter((id) => treesStatus[id] === 'failed');

  const loadTrees = useCallback(
    (organizationIds: readonly string[], retry = false) => {
      if (organizationIds.length === 0) return;
      void dispatch(loadChildrenTrees({ organizationIds, retry })).then((result) => {
        if (loadChildrenTrees.rejected.match(result) && result.payload) setTreesFailure(result.payload);
      });
    },
    [dispatch],
  );
  const onRowsInView = useCallback(
    (shown: SwitcherRow[]) => {
      const ids = organizationsOf(shown);
      setInView((before) => (before.length === ids.length && before.every((id, i) => id === ids[i]) ? before : ids));
      loadTrees(ids);
    },
    [loadTrees],
  );
  const preload = () => {
    preloadSwitcherList();
    loadTrees(organizationsOf(visible.slice(0, FIRST_SCREEN)));
  };

  const choose = (id: string) => {
    close();
    setQuery('');
    // A channel is no workspace: it opens its page in its project's (docs/api/channels.md).
    const channel = listed.find((r) => r.id === id && r.resourceType === 'channel');
    if (channel?.parentId) {
      onSwitched();
      if (channel.parentId === selected?.id) void navigate(channelHref(channel.id));
      else void dispatch(switchWorkspace({ resourceId: channel.parentId, to: channelHref(channel.id) }));
    } else if (id !== selected?.id) {
      onSwitched();
      void dispatch(switchWorkspace(id));
    }
  };

  return (
    <Popover opened={opened} onChange={(open) => !open && close()} position="bottom-start" width={340} shadow="md" trapFocus withinPortal>
      <Popover.Target>
        {/* Named by its visible text plus a hidden verb (WCAG 2.5.3: the name contains what is shown). */}
        <UnstyledButton className={classes.trigger} onClick={toggle} onPointerEnter={preload} onFocus={preload} aria-haspopup="dialog" aria-expanded={opened}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <div className={classes.initial} aria-hidden>
              {name.charAt(0)}
            </div>
            {compact ? (
              <VisuallyHidden>{name}</VisuallyHidden>
            ) : (
              <>
                <div className={classes.text}>
                  <Text size="sm" fw={600} truncate>
                    {name}
                  </Text>
                  <Group gap={4}>
                    <Text size="xs" c="dimmed">
                      {selected ? t(`switcher.types.${selected.resourceType}`, { defaultValue: selected.resourceType }) : ''}
                    </Text>
                    {selected?.mode && <ModeBadge mode={selected.mode} size="xs" />}
                  </Group>
                </div>
                <IconSelector size={16} aria-hidden />
              </>
            )}
            <VisuallyHidden>{t('switcher.action')}</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown p="xs" role="dialog" aria-label={t('switcher.dialog')}>
        {resources.length > SEARCH_THRESHOLD && (
          <TextInput
            label={t('switcher.search')}
            placeholder={t('switcher.searchPlaceholder')}
            leftSection={<IconSearch size={14} aria-hidden />}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            mb="xs"
            data-autofocus
            size="sm"
          />
        )}
        {failedInView.length > 0 && (
          <ErrorState error={treesFailure} title={t('switcher.treesFailed')} onRetry={() => loadTrees(failedInView, true)} retrying={loadingInView} />
        )}
        {visible.length === 0 ? (
          <Text size="sm" c="dimmed" p="sm" role="status">
            {t('switcher.noMatch')}
          </Text>
        ) : (
          <Suspense
            fallback={
              <Group justify="center" p="sm">
                <Loader size="sm" aria-label={t('common:loading')} />
              </Group>
            }
          >
            <SwitcherList rows={visible} query={deferredQuery} selectedId={selected?.id ?? null} onChoose={choose} onRowsInView={onRowsInView} />
          </Suspense>
        )}
        <Group gap="xs" justify="space-between" mt={4} wrap="nowrap">
          <Badge variant="transparent" color="gray" size="sm">
            {t('switcher.total', { shown: visible.length, total: rows.length })}
          </Badge>
          {/* A polite status: the list stays usable while the trees in view are read. */}
          <Group gap={6} role="status" wrap="nowrap">
            {loadingInView && (
              <>
                <Loader size="xs" aria-hidden />
                <Text size="xs" c="dimmed">
                  {t('switcher.loadingTrees')}
                </Text>
              </>
            )}
          </Group>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
