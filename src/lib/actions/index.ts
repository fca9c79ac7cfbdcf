export * from './action-client';
export * from './base-query';
