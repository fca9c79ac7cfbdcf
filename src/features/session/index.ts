export * from './session-slice';
export * from './connection-slice';
export * from './session-thunks';
export * from './session-listeners';
export * from './session-cookie';
export type { CurrentUser, Preferences } from './api/user';
export { parseUser } from './api/user';
