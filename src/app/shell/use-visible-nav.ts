import { useMemo } from 'react';
import { selectPermissionSet } from '@/features/permissions';
import { useOldPayoutsExist } from '@/features/payouts';
import { selectResourcesStatus, selectSelectedResource } from '@/features/workspace';
import { useAppSelector } from '@/lib/store';
import { navEntries, type NavEntry } from './nav-items';
import { visibleNav } from './visible-nav';

/** The sidebar's entries this user may open in the selected workspace (the sidebar and the palette's "Go to"). */
export function useVisibleNav(): NavEntry[] {
  const permissions = useAppSelector(selectPermissionSet);
  const selected = useAppSelector(selectSelectedResource);
  // Known to have none only once the resources are loaded: until then every entry its rights allow.
  const status = useAppSelector(selectResourcesStatus);
  const hasOldPayouts = useOldPayoutsExist(selected?.id ?? null);
  return useMemo(
    () =>
      visibleNav(navEntries, {
        permissions,
        isOrganization: selected?.resourceType === 'organization',
        hasOldPayouts,
        hasWorkspace: selected !== null || status !== 'loaded',
      }),
    [permissions, selected, status, hasOldPayouts],
  );
}
