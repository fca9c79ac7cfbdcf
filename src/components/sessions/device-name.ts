import type { TFunction } from 'i18next';
import { describeUserAgent } from './user-agent';

/**
 * "Firefox on Windows" in the reader's language (`common:sessions.device`), or what can be told of
 * the user agent. Without the sessions list's code: for the sign-in notices (auth pages, the bell).
 */
export function deviceNameOf(t: TFunction, userAgent: string): string {
  const { browser, os } = describeUserAgent(userAgent);
  if (browser && os) return t('common:sessions.device', { browser, os });
  return browser ?? os ?? t('common:sessions.unknownDevice');
}
