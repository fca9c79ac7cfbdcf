export * from './languages';
export * from './i18n';
