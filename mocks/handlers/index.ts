import { actionHandlers } from './actions';
import { authHandlers } from './auth';
import { channelAuthorizationHandler } from './channel-authorization';
import { identityGroupHandlers } from './identity-groups';
import { projectDetailsHandler } from './projects';
import { pusherHandler } from './pusher';

/** Every sandbox handler: HTTP under `*\/api/…` and the Pusher WebSocket. */
export const handlers = [
  ...authHandlers,
  channelAuthorizationHandler,
  ...actionHandlers,
  projectDetailsHandler,
  ...identityGroupHandlers,
  pusherHandler,
];
