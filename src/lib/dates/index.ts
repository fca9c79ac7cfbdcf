export * from './date-settings-context';
export * from './dates';
export * from './date-settings';
export * from './day-range';
export * from './period';
// Not re-exported: `readTypedDay` (date-fns' parser) is imported from './typed-day' by the date input alone,
// so the barrel, which the first bundle reaches, does not carry the parser (ADR 3).
export * from './use-now';
