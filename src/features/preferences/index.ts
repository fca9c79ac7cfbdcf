export * from './preferences';
export type { UserPatch } from './api/patch-user';
