import { createAction } from '@reduxjs/toolkit';

/**
 * A query tag's type, as a feature names it (`featureApi` in base-api.ts): `Transaction`, `Payout`…
 * What an intent names to refetch once it has an answer.
 */
export type ApiTagType = string;

/**
 * What a mutation touched, to be read again. Dispatched by code that runs before the dashboard (the
 * intents): it must not load RTK Query, which stays out of the start chunk (ADR 0003). Once the
 * query API is in the store, its middleware invalidates these tags (`invalidateOnResourceUpdate`);
 * before that, no screen holds anything to refetch.
 */
export const tagsTouched = createAction<{ type: ApiTagType; id: string }[]>('api/tagsTouched');
