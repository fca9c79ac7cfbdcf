import { Badge, Group, Loader, Popover, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch, IconSelector } from '@tabler/icons-react';
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectResources, selectSelectedResource, switchWorkspace } from '@/features/workspace';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { ModeBadge } from '@/components/workspace/mode-badge';
import { buildSwitcherRows, filterSwitcherRows, SEARCH_THRESHOLD } from './switcher-rows';
import classes from './workspace-switcher.module.css';

// The virtualised list (and its virtualiser) downloads when the switcher is about to open, not with every page.
const loadSwitcherList = () => import('./switcher-list');
const SwitcherList = lazy(() => loadSwitcherList().then((module) => ({ default: module.SwitcherList })));
const preloadSwitcherList = () => void loadSwitcherList().catch(() => undefined);

/** Organization/project switcher: a searchable, virtualised tree that stays fast with thousands of resources. */
export function WorkspaceSwitcher({ compact, onSwitched }: { compact: boolean; onSwitched: () => void }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const resources = useAppSelector(selectResources);
  const selected = useAppSelector(selectSelectedResource);
  const [opened, { close, toggle }] = useDisclosure(false);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const name = selected?.name ?? t('switcher.none');
  const rows = useMemo(() => buildSwitcherRows(resources), [resources]);
  const visible = useMemo(() => filterSwitcherRows(rows, deferredQuery), [rows, deferredQuery]);

  const choose = (id: string) => {
    close();
    setQuery('');
    if (id !== selected?.id) {
      onSwitched();
      void dispatch(switchWorkspace(id));
    }
  };

  return (
    <Popover opened={opened} onChange={(open) => !open && close()} position="bottom-start" width={340} shadow="md" trapFocus withinPortal>
      <Popover.Target>
        {/* Named by its visible text plus a hidden verb (WCAG 2.5.3: the name contains what is shown). */}
        <UnstyledButton
          className={classes.trigger}
          onClick={toggle}
          onPointerEnter={preloadSwitcherList}
          onFocus={preloadSwitcherList}
          aria-haspopup="dialog"
          aria-expanded={opened}
        >
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
            <SwitcherList rows={visible} selectedId={selected?.id ?? null} onChoose={choose} />
          </Suspense>
        )}
        <Badge variant="transparent" color="gray" size="sm" mt={4}>
          {t('switcher.total', { shown: visible.length, total: rows.length })}
        </Badge>
      </Popover.Dropdown>
    </Popover>
  );
}
