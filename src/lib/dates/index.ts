export * from './dates';
export * from './day-range';
