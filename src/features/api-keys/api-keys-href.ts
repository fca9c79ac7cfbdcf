export const API_KEYS_PATH = '/api-keys';

const withProject = (path: string, projectId?: string) => (projectId ? `${path}?project=${encodeURIComponent(projectId)}` : path);
const projectPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/api-keys`;

/** The keys list, of one project of an organization workspace when given (`?project=`). */
export const apiKeysHref = (projectId?: string) => withProject(API_KEYS_PATH, projectId);

/** The create page, for one project of an organization workspace when given (`?project=`). */
export const createApiKeyHref = (projectId?: string) => withProject(`${API_KEYS_PATH}/create`, projectId);

/** A key's page. */
export const apiKeyHref = (id: string) => `${API_KEYS_PATH}/${encodeURIComponent(id)}`;

/** The project's own create page (linked from the project's page). */
export const projectCreateApiKeyHref = (projectId: string) => `${projectPath(projectId)}/create`;

/** A key's page under its project's path. */
export const projectApiKeyHref = (projectId: string, id: string) => `${projectPath(projectId)}/${encodeURIComponent(id)}`;
