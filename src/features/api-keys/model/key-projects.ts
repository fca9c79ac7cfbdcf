import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { selectSelectedResource, selectWorkspaceProjects, type Resource } from '@/features/workspace';
import { useAppSelector } from '@/lib/store';

export const PROJECT_PARAM = 'project';

/** The workspace's projects by name: an organization's, or the project itself. */
export function useKeyProjects(): Resource[] {
  const projects = useAppSelector(selectWorkspaceProjects);
  return useMemo(() => [...projects].sort((a, b) => a.name.localeCompare(b.name)), [projects]);
}

interface ProjectChoice {
  /** The URL's `project` when it is one of the workspace's; null when none is named (or an unknown one). */
  chosen: Resource | null;
  projects: Resource[];
  workspace: Resource | null;
  isOrganization: boolean;
  /** Names another project in the URL ('' for none), leaving the list's own parameters behind. */
  choose: (id: string) => void;
}

/**
 * Which project of the workspace a page works on: the workspace itself when it is a project; in an
 * organization the URL's `project`, when it names one of its projects.
 */
export function useProjectChoice(): ProjectChoice {
  const workspace = useAppSelector(selectSelectedResource);
  const projects = useKeyProjects();
  const [params, setParams] = useSearchParams();
  const isOrganization = workspace?.resourceType === 'organization';
  const wanted = params.get(PROJECT_PARAM);
  const chosen = isOrganization ? (projects.find((p) => p.id === wanted) ?? null) : (projects[0] ?? null);
  const choose = (id: string) => setParams(id ? { [PROJECT_PARAM]: id } : {}, { preventScrollReset: true });
  return { chosen, projects, workspace, isOrganization, choose };
}

/** A project of the workspace by id (the `/projects/:projectId/…` pages), or null when it is not one. */
export function useWorkspaceProject(projectId: string): Resource | null {
  const projects = useKeyProjects();
  return projects.find((p) => p.id === projectId) ?? null;
}
