import { useCallback, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { selectSelectedResource, selectWorkspaceProjects, type Resource } from '@/features/workspace';
import { useAppSelector } from '@/lib/store';
import { PROJECT_PARAM } from '../webhook-href';

/**
 * Which project a webhook page is about: the route's (`/projects/:projectId/…`), the workspace when it
 * is a project, else the organization's project named in the URL (`?project=`), or none chosen yet.
 */
export type WebhookProject =
  | { kind: 'project'; project: Resource; projects: readonly Resource[] }
  | { kind: 'choose'; projects: readonly Resource[] }
  /** The route or the URL names a project this workspace does not hold. */
  | { kind: 'unknown'; projects: readonly Resource[] };

export interface WebhookProjectControl {
  /** The route names the project (`/projects/:projectId/…`). */
  fromRoute: boolean;
  /** The workspace is an organization: its pages name the project in the URL. */
  inOrganization: boolean;
  choose: (projectId: string | null) => void;
}

export function useWebhookProject(): WebhookProject & WebhookProjectControl {
  const routeProject = useParams().projectId;
  const [searchParams, setSearchParams] = useSearchParams();
  const workspace = useAppSelector(selectSelectedResource);
  const projects = useAppSelector(selectWorkspaceProjects);
  const named = routeProject ?? (workspace?.resourceType === 'project' ? workspace.id : searchParams.get(PROJECT_PARAM));

  const choose = useCallback(
    (projectId: string | null) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (projectId) next.set(PROJECT_PARAM, projectId);
          else next.delete(PROJECT_PARAM);
          // Another project's list starts on its first page.
          next.delete('page');
          return next;
        },
        { preventScrollReset: true },
      ),
    [setSearchParams],
  );

  return useMemo(() => {
    const control = { fromRoute: routeProject !== undefined, inOrganization: workspace?.resourceType !== 'project', choose };
    if (!named) return { kind: 'choose', projects, ...control };
    const project = projects.find((p) => p.id === named);
    return project ? { kind: 'project', project, projects, ...control } : { kind: 'unknown', projects, ...control };
  }, [named, projects, routeProject, workspace?.resourceType, choose]);
}
