import { ActionIcon, AppShell, Box, ScrollArea, Tooltip, useDirection } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PartBoundary } from '@/components/feedback/part-boundary';
import { usePermission } from '@/features/permissions';
import { selectNewTopicCount } from '@/features/mailbox';
import { RESOURCE_TREE_PERMISSION } from '@/features/workspace';
import { useAppSelector } from '@/lib/store';
import { NAVBAR_ID } from './nav-breakpoint';
import { SidebarNav } from './sidebar-nav';
import { WorkspaceSwitcher } from './switcher/workspace-switcher';
import type { useSidebarState } from './use-sidebar-state';
import { useVisibleNav } from './use-visible-nav';
import { useDisputesNeedingResponse } from './use-disputes-needing-response';
import { useOpenReviews } from './use-open-reviews';

/** Memoised: the shell renders again for its own reasons (texts, preferences, visibility), which change nothing here. */
export const Sidebar = memo(function Sidebar({ state }: { state: ReturnType<typeof useSidebarState> }) {
  const { t } = useTranslation('shell');
  // The sidebar sits on the right in right-to-left languages: its collapse arrow points the other way.
  const mirror = useDirection().dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
  const mailboxCount = useAppSelector(selectNewTopicCount);
  const disputesCount = useDisputesNeedingResponse();
  const reviewsCount = useOpenReviews();
  const counts = useMemo(() => ({ mailbox: mailboxCount, disputes: disputesCount, reviews: reviewsCount }), [mailboxCount, disputesCount, reviewsCount]);
  const canSwitch = usePermission(RESOURCE_TREE_PERMISSION);
  const entries = useVisibleNav();
  const { setMobileOpen } = state;
  const closeMobile = useCallback(() => setMobileOpen(false), [setMobileOpen]);

  return (
    <AppShell.Navbar
      id={NAVBAR_ID}
      aria-label={t('navigation')}
      // A closed drawer is only moved off screen: keep its links out of the tab order and the reading order.
      inert={state.mobile && !state.mobileOpen}
      onMouseEnter={state.onMouseEnter}
      onMouseLeave={state.onMouseLeave}
      style={state.hovered ? { width: 260, boxShadow: 'var(--mantine-shadow-lg)', zIndex: 150 } : undefined}
    >
      {canSwitch && (
        <AppShell.Section p="sm">
          {/* Its list loads when it is about to open: if that fails, the sidebar's links stay. */}
          <PartBoundary place="floating">
            <WorkspaceSwitcher compact={!state.showLabels} onSwitched={closeMobile} />
          </PartBoundary>
        </AppShell.Section>
      )}
      <AppShell.Section grow component={ScrollArea} px="sm" pb="sm">
        <SidebarNav entries={entries} showLabels={state.showLabels} counts={counts} onNavigate={closeMobile} />
      </AppShell.Section>
      {!state.mobile && (
        // In sandbox builds the sandbox's button takes the column's bottom corner: a collapsed sidebar's toggle sits above it.
        <AppShell.Section p="sm" pb={__SANDBOX__ && !state.expanded ? 52 : undefined}>
          <Box ta={state.showLabels ? 'end' : 'center'}>
            <Tooltip label={state.expanded ? t('sidebar.collapse') : t('sidebar.expand')}>
              <ActionIcon variant="subtle" color="gray" onClick={state.toggle} aria-label={state.expanded ? t('sidebar.collapse') : t('sidebar.expand')}>
                {state.expanded ? (
                  <IconLayoutSidebarLeftCollapse size={20} style={mirror} aria-hidden />
                ) : (
                  <IconLayoutSidebarLeftExpand size={20} style={mirror} aria-hidden />
                )}
              </ActionIcon>
            </Tooltip>
          </Box>
        </AppShell.Section>
      )}
    </AppShell.Navbar>
  );
});
