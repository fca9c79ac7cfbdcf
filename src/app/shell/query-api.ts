import type { WithSlice } from '@reduxjs/toolkit';
import { baseApi, invalidateOnResourceUpdate } from '@/lib/api/base-api';
import type { AppServices } from '../services';

declare module '@/lib/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof baseApi> {}
}

const injected = new WeakSet<object>();

/** Adds RTK Query to the store once, before any dashboard screen queries. */
export function injectQueryApi(services: AppServices) {
  if (injected.has(services)) return;
  injected.add(services);
  services.injectSlice(baseApi, baseApi.middleware);
  services.injectSlice(baseApi, invalidateOnResourceUpdate);
}
