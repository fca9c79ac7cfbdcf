import type { UIMatch } from 'react-router';
import type { PermissionRule } from '@/lib/permissions';

/** Metadata every route may carry; guard, title and sidebar all read it. */
export interface RouteHandle {
  titleKey?: string;
  permission?: PermissionRule;
  /** The page exists only on an organization's workspace. */
  organizationsOnly?: boolean;
  /** Opens without a workspace (the provider's staff pages). */
  workspaceFree?: boolean;
}

export const handleOf = (match: UIMatch | undefined): RouteHandle => (match?.handle as RouteHandle | undefined) ?? {};

/** The deepest match that says something about the given field. */
export function deepestHandle<K extends keyof RouteHandle>(matches: UIMatch[], key: K): RouteHandle[K] | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const value = handleOf(matches[i])[key];
    if (value !== undefined) return value;
  }
  return undefined;
}
