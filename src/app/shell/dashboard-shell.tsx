import { AppShell, Box, Burger, Group } from '@mantine/core';
import { useDocumentVisibility } from '@mantine/hooks';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/brand/logo';
import { FullPageLoader } from '@/components/feedback/full-page-loader';
import { tabVisibilityChanged } from '@/features/mailbox';
import { NotificationBell } from '@/features/notifications';
import { PaletteButton, PaletteProvider } from '@/features/palette';
import { selectPreferences } from '@/features/preferences';
import { StepUpHost } from '@/features/step-up';
import { useServices } from '../services-context';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { NAV_BREAKPOINT_PX, NAVBAR_ID } from './nav-breakpoint';
import { injectQueryApi } from './query-api';
import { ConnectionIndicator } from './connection-indicator';
import { PermissionGate } from './permission-gate';
import { PreferenceEffects } from './preference-effects';
import { ReleaseNotesModal } from './release-notes-modal';
import { SessionWarning } from './session-warning';
import { Sidebar } from './sidebar';
import { usePalettePages } from './palette-pages';
import { useSidebarState } from './use-sidebar-state';
import { useVisibleNav } from './use-visible-nav';
import { UserMenu } from './user-menu';
import { WorkspaceGate } from './workspace-gate';

export const CONSTRAINED_WIDTH_PX = 1920;

/** The dashboard layout: header, sidebar, and the page, once the workspace is known. */
export function DashboardShell() {
  // The header's search button is the palette's, the bell the notifications': the namespaces load together, not one after the other.
  const { t } = useTranslation(['shell', 'palette', 'notifications']);
  const dispatch = useAppDispatch();
  const services = useServices();
  useState(() => injectQueryApi(services));
  const sidebar = useSidebarState();
  const { layoutType } = useAppSelector(selectPreferences);
  const visibility = useDocumentVisibility();
  const palettePages = usePalettePages(useVisibleNav());
  useEffect(() => {
    dispatch(tabVisibilityChanged(visibility === 'visible'));
  }, [visibility, dispatch]);
  // Made once: the shell renders again for its own reasons (texts arriving, preferences, the tab's visibility),
  // which would otherwise render the header's controls and the whole page again each time. They read what they
  // need themselves.
  const headerControls = useMemo(
    () => (
      <Group gap="sm" wrap="nowrap">
        <PaletteButton />
        <ConnectionIndicator />
        <NotificationBell />
        <UserMenu />
      </Group>
    ),
    [],
  );
  const page = useMemo(
    () => (
      <WorkspaceGate>
        <PermissionGate>
          {/* A page part that waits for its texts or code holds only the page, never the shell and its dialogs. */}
          <Suspense fallback={<FullPageLoader label="" area />}>
            <Outlet />
          </Suspense>
        </PermissionGate>
      </WorkspaceGate>
    ),
    [],
  );

  return (
    <PaletteProvider pages={palettePages}>
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: sidebar.expanded ? 260 : 72, breakpoint: NAV_BREAKPOINT_PX, collapsed: { mobile: !sidebar.mobileOpen } }}
        padding="md"
      >
        <PreferenceEffects />
        <StepUpHost />
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              {sidebar.mobile && (
                <Burger
                  opened={sidebar.mobileOpen}
                  onClick={() => sidebar.setMobileOpen(!sidebar.mobileOpen)}
                  size="sm"
                  aria-label={t('menu')}
                  aria-expanded={sidebar.mobileOpen}
                  aria-controls={NAVBAR_ID}
                />
              )}
              <Logo size={28} />
            </Group>
            {headerControls}
          </Group>
        </AppShell.Header>
        <Sidebar state={sidebar} />
        <AppShell.Main>
          <Box maw={layoutType === 'constrained' ? CONSTRAINED_WIDTH_PX : undefined} mx="auto">
            {page}
          </Box>
        </AppShell.Main>
        <SessionWarning />
        <ReleaseNotesModal />
      </AppShell>
    </PaletteProvider>
  );
}
