import { createApi } from '@reduxjs/toolkit/query/react';
import { actionBaseQuery } from '../actions/base-query';

/** One RTK Query API over the async-action transport; features inject their endpoints. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: actionBaseQuery,
  tagTypes: ['Statistics', 'Project', 'ProjectDetails', 'Tokens', 'User'],
  endpoints: () => ({}),
});
