import { IconBuildingStore } from '@tabler/icons-react';
import { CHANNELS_READ } from '@/lib/contract/channel-permissions';
import { lazyPage } from '@/lib/router/lazy-page';
import type { FeatureRoute } from '@/lib/router/feature-route';

/** The catalogue's channels (spec §2; docs/api/channels.md, *Screens*): a list and a channel's page. */
export const channelRoutes: FeatureRoute[] = [
  {
    path: '/channels',
    titleKey: 'shell:nav.channels',
    permission: CHANNELS_READ,
    screen: lazyPage(() => import('./pages/channels-page'), 'ChannelsPage'),
    nav: { order: 22, icon: IconBuildingStore },
  },
  {
    path: '/channels/:channelId',
    titleKey: 'shell:nav.channels',
    permission: CHANNELS_READ,
    screen: lazyPage(() => import('./pages/channel-page'), 'ChannelPage'),
  },
];
