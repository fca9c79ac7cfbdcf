import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { Failure } from '../http/failure';
import type { ActionCall, ActionResult } from './action-client';
import { callerOf } from './action-middleware';

/** RTK Query base query over the async-action transport: through the store, so the action middleware sees every call. */
export const actionBaseQuery: BaseQueryFn<ActionCall, ActionResult, Failure> = async (call, api) => {
  try {
    return { data: await callerOf(api.dispatch).call(call) };
  } catch (error) {
    return { error: error as Failure };
  }
};
