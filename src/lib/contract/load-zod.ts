import { onDemand } from '@/lib/http/on-demand';

/**
 * The zod kit, loaded on first need (the same chunk `lazySchema` loads): the contract's schemas are
 * built with it on first parse, so importing the contract never loads zod.
 */
export const loadZod = onDemand(() => import('@/lib/validation/zod-kit'));

/** Starts loading zod, so that the first parse does not wait for it. */
export const preloadContract = () => {
  loadZod().catch(() => undefined);
};
