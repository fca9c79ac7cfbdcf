import type { FeatureRoute } from '@/lib/router/feature-route';

/**
 * The dashboard routes of spec §2 whose features are not built yet, with their permissions. They
 * have no screen: the router answers not-found and the sidebar does not offer them (ADR 0005).
 * Each moves into its feature's `routes.ts`, with its screen, when the feature is built.
 */
export const plannedRoutes: FeatureRoute[] = [];
