import { selectWorkspaceProjects } from './resources-slice';
import { useAppSelector } from '@/lib/store';

/** Whether a row of `projectId` belongs to another workspace than the selected one (read like an unknown id). */
export function useForeign(projectId: string | null | undefined): boolean {
  const projects = useAppSelector(selectWorkspaceProjects);
  return Boolean(projectId && projects.length > 0 && !projects.some((p) => p.id === projectId));
}
