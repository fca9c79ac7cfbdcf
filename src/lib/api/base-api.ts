import { createApi } from '@reduxjs/toolkit/query/react';
import { actionBaseQuery } from '../actions/base-query';

/**
 * One RTK Query API over the async-action transport; features inject their endpoints.
 * It is added to the store when the dashboard loads (see app/shell/query-api.ts).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: actionBaseQuery,
  tagTypes: ['Statistics', 'Project', 'ProjectDetails', 'Tokens', 'User'],
  endpoints: () => ({}),
});
