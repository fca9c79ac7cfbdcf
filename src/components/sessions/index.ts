export { toLoginSession, type AccessTokenAttributes, type LoginSession } from './login-session';
export { useDeviceName, useSessionColumns, type SessionColumnsOptions } from './session-columns';
export { EndSessionDialog, type EndSessionDialogProps } from './end-session-dialog';
export { describeUserAgent } from './user-agent';
