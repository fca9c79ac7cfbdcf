import { em } from '@mantine/core';

/**
 * Below this width the sidebar is a drawer opened by the burger; from it up, a column beside the page.
 * The AppShell navbar and the burger both read it, so there is no width without navigation.
 */
export const NAV_BREAKPOINT_PX = 600;

/** The query under which AppShell collapses a closed mobile navbar (it uses `breakpoint - 0.1px`, in em). */
export const NAV_MOBILE_QUERY = `(max-width: ${em(NAV_BREAKPOINT_PX - 0.1)})`;

export const NAVBAR_ID = 'main-navigation';
