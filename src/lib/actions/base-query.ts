import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { Failure } from '../http/failure';
import type { ActionCall, ActionClient, ActionResult } from './action-client';

/** RTK Query base query over the async-action transport. The client comes from the store's extra argument. */
export const actionBaseQuery: BaseQueryFn<ActionCall, ActionResult, Failure> = async (call, api) => {
  const { actions } = api.extra as { actions: ActionClient };
  try {
    return { data: await actions.call(call) };
  } catch (error) {
    return { error: error as Failure };
  }
};
