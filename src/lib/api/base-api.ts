import { createApi } from '@reduxjs/toolkit/query/react';
import type { Middleware } from '@reduxjs/toolkit';
import { resourceUpdated } from '../actions/action-middleware';
import { actionBaseQuery } from '../actions/base-query';
import { tagsTouched } from './api-tags';

export type { ApiTagType } from './api-tags';

/**
 * One RTK Query API over the async-action transport; features inject their endpoints, each through
 * `featureApi` with the query tags it uses: lib/api names none of them.
 * It is added to the store when the dashboard loads (see app/shell/query-api.ts).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: actionBaseQuery,
  tagTypes: [],
  endpoints: () => ({}),
});

/**
 * A feature's part of the one API: the query tags its endpoints provide or invalidate, its own and
 * those of others it refreshes (a payout reads the balance again). Typed: a tag not named here is a
 * type error in that feature's endpoints.
 */
export const featureApi = <const Tag extends string>(tags: readonly Tag[]) => baseApi.enhanceEndpoints({ addTagTypes: tags });

/** The API seen with any tag: for the invalidations of pushes and intents, whose tags the features named. */
const anyTag = baseApi.enhanceEndpoints<string>({ addTagTypes: [] });

/**
 * Which query tags a pushed change of each JSON:API type refetches (`resource-updated`): each feature
 * states its own (`pushedTags` in its index.ts), and the composition root gathers them.
 */
export type PushedTags = Readonly<Record<string, readonly string[]>>;

/** Several features' `pushedTags` as one: a type two features show refetches the tags of both. */
export function mergePushedTags(...parts: PushedTags[]): PushedTags {
  const merged: Record<string, string[]> = {};
  for (const part of parts) for (const [type, tags] of Object.entries(part)) merged[type] = [...new Set([...(merged[type] ?? []), ...tags])];
  return merged;
}

/**
 * Lets every screen showing a resource the server changed on its own refetch it, without a reload;
 * and what an intent touched (`tagsTouched`) too.
 */
export const invalidateOnResourceUpdate =
  (pushedTags: PushedTags): Middleware =>
  (api) =>
  (next) =>
  (action) => {
    const result = next(action);
    if (resourceUpdated.match(action)) {
      const { id } = action.payload;
      const tags = pushedTags[action.payload.type] ?? [];
      if (tags.length > 0)
        api.dispatch(
          anyTag.util.invalidateTags(
            tags.flatMap((type) => [
              { type, id },
              { type, id: 'LIST' },
            ]),
          ),
        );
    } else if (tagsTouched.match(action)) {
      api.dispatch(anyTag.util.invalidateTags(action.payload));
    }
    return result;
  };
