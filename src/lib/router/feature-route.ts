import type { PermissionRule } from '../permissions';
import type { LazyScreen } from './lazy-page';

/**
 * A dashboard route as its feature declares it: the path, the page title, the permission rule
 * (written once: the guard, the page title and the sidebar all read it) and the screen itself.
 */
export interface FeatureRoute {
  path: string;
  titleKey: string;
  permission?: PermissionRule;
  /** Only an organization has this page (spec §2, the Accounts group): on a project it is not found. */
  organizationsOnly?: boolean;
  /** The screen. A route of spec §2 whose screen is not built yet has none and is not offered anywhere. */
  screen?: LazyScreen;
}
