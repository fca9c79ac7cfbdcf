const key = (userId: string) => `selected-resource:${userId}`;

/** Which workspace was open last: a UI preference, kept in localStorage per user. */
export const readSelectedResource = (userId: string): string | null => {
  try {
    return localStorage.getItem(key(userId));
  } catch {
    return null;
  }
};

export const writeSelectedResource = (userId: string, resourceId: string) => {
  try {
    localStorage.setItem(key(userId), resourceId);
  } catch {
    /* storage may be blocked */
  }
};

/** Restored one if still there, else the first organization, else the first standalone project. */
export function pickInitialResource<R extends { id: string; resourceType: string; parentId: string | null }>(
  resources: R[],
  restoredId: string | null,
): R | null {
  return (
    resources.find((r) => r.id === restoredId) ??
    resources.find((r) => r.resourceType === 'organization') ??
    resources.find((r) => r.resourceType === 'project' && r.parentId === null) ??
    resources[0] ??
    null
  );
}
