import type { PushedTags } from '@/lib/api/base-api';

/** The query tags a pushed change (`resource-updated`) of these types refetches. */
export const pushedTags: PushedTags = {
  'api-requests': ['ApiRequest', 'DeveloperOverview'],
  'webhook-deliveries': ['ApiRequestEvents'],
  'api-keys': ['DeveloperOverview'],
  'webhook-endpoints': ['DeveloperOverview'],
  'allowed-ip-lists': ['DeveloperOverview'],
  'checkout-translations': ['DeveloperOverview'],
};
