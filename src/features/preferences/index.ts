export * from './preferences';
export { DateSettingsFromUser } from './date-settings-from-user';
export type { UserPatch } from './api/patch-user';
