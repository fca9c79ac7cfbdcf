export { makeLocaleFormat, useLocaleFormat, type LocaleFormat } from './use-locale-format';
