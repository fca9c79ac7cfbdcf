export * from './resources-slice';
export * from './workspace-thunks';
export * from './workspace-listeners';
export { pickInitialResource } from './selected-resource-storage';
export type { Resource } from './api/list-my-resources';
export { getChildrenTree, parseResource, RESOURCE_PAGE_SIZE } from './api/list-my-resources';
export { useForeign } from './use-foreign';
