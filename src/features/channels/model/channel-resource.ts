import type { Resource } from '@/features/workspace';
import type { Channel } from '../api/channels-api';

/** A channel as the workspace's resources hold it (the switcher's tree, the transactions' channel filter). */
export const channelResource = (channel: Channel): Resource => ({
  id: channel.id,
  name: channel.name,
  resourceType: 'channel',
  parentId: channel.projectId,
  mode: null,
});
