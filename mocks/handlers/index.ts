import { actionResultHandlers } from './action-results';
import { actionHandlers } from './actions';
import { authHandlers } from './auth';
import { channelAuthorizationHandler } from './channel-authorization';
import { exportFileHandlers } from './export-files';
import { identityGroupHandlers } from './identity-groups';
import { mailboxFileHandlers } from './mailbox-files';
import { uploadHandlers } from './mailbox-uploads';
import { paymentLinkPublicHandlers } from './payment-links-public';
import { projectDetailsHandler } from './projects';
import { reportFileHandlers } from './report-files';
import { secretHandlers } from './secrets';
import { settlementFileHandlers } from './settlement-files';
import { statementFileHandlers } from './statement-files';
import { signInNoticeHandlers } from './sign-in-notices';
import { pusherHandler } from './pusher';

/** Every sandbox handler: HTTP under `*\/api/…` and the Pusher WebSocket. */
export const handlers = [
  ...authHandlers,
  ...signInNoticeHandlers,
  channelAuthorizationHandler,
  ...actionHandlers,
  ...actionResultHandlers,
  ...exportFileHandlers,
  ...reportFileHandlers,
  ...mailboxFileHandlers,
  ...settlementFileHandlers,
  ...statementFileHandlers,
  projectDetailsHandler,
  ...identityGroupHandlers,
  ...uploadHandlers,
  ...secretHandlers,
  ...paymentLinkPublicHandlers,
  pusherHandler,
];
