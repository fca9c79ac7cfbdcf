export * from './connection-state';
export * from './live-channel';
export * from './authorize-channel';
export * from './channel-names';
