export * from './dates';
export * from './date-settings';
export * from './day-range';
