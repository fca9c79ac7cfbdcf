import type { Failure } from '@/lib/http';
import type { Project } from '../api/get-project';

const codesOf = (f: Failure) => [String(f.code), ...f.errors.map((e) => String(e.code))];

export const isNoRights = (f: Failure) => codesOf(f).some((code) => code === '403' || code === 'no-rights' || code === 'forbidden');
export const isNotFound = (f: Failure) => codesOf(f).some((code) => code === '404' || code === 'not-found');

export type ProjectAccess =
  | { kind: 'loading' }
  | { kind: 'foreign' }
  | { kind: 'not-found' }
  | { kind: 'no-rights' }
  | { kind: 'error'; failure: Failure }
  | { kind: 'ready'; project: Project };

export interface AccessInput {
  /** The id is one of `selectWorkspaceProjects`. */
  inWorkspace: boolean;
  /** The id is a resource the store knows, outside the workspace. */
  knownElsewhere: boolean;
  /** The selected workspace: an organization id, or a standalone project id. */
  workspaceId: string | null;
  project: Project | undefined;
  failure: Failure | undefined;
}

/** Does the server's answer put the project in the workspace (e.g. just created elsewhere)? */
const belongs = (project: Project, workspaceId: string | null) =>
  workspaceId !== null && (project.organizationId === workspaceId || project.id === workspaceId);

/**
 * What the details page shows. The URL's project must be in the current workspace; an id
 * the store does not know is asked of the server, to tell unknown from elsewhere.
 */
export function resolveAccess({ inWorkspace, knownElsewhere, workspaceId, project, failure }: AccessInput): ProjectAccess {
  if (!inWorkspace && knownElsewhere) return { kind: 'foreign' };
  if (failure) {
    if (isNotFound(failure)) return { kind: 'not-found' };
    if (!inWorkspace) return { kind: 'foreign' };
    if (isNoRights(failure)) return { kind: 'no-rights' };
    return { kind: 'error', failure };
  }
  if (!project) return { kind: 'loading' };
  if (!inWorkspace && !belongs(project, workspaceId)) return { kind: 'foreign' };
  return { kind: 'ready', project };
}
