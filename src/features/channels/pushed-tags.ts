import type { PushedTags } from '@/lib/api/base-api';

/** The query tags a pushed change (`resource-updated`) of these types refetches. */
export const pushedTags: PushedTags = { channels: ['Channel'] };
