export * from './client';
export * from './failure';
export * from './json-api';
export * from './token-scope';
export type { TransferProgress, TransportRequest, TransportResponse } from './transport';
