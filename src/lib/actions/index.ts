export * from './action-client';
export * from './base-query';
export * from './money-actions';
export * from './create-transport';
export * from './action-middleware';
export * from './resolve-pointer';
