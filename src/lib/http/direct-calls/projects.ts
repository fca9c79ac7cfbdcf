import { request } from '../client';

/** `GET projects/{id}/details` (spec §7); `403 no-rights` without projects.read. */
export const getProjectDetails = (projectId: string) => request('GET', `projects/${encodeURIComponent(projectId)}/details`);
