export * from './permissions-slice';
export * from './permissions-thunks';
export * from './use-permission';
