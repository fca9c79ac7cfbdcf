import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { describeUserAgent } from './user-agent';

/**
 * A session's device in words ("Chrome on macOS"), from its user agent: the login sessions of
 * Settings and the audit trail's sessions. Its texts are in the `settings` namespace.
 */
export function useDeviceName() {
  const { t } = useTranslation('settings');
  return useCallback(
    (userAgent: string) => {
      const { browser, os } = describeUserAgent(userAgent);
      if (browser && os) return t('sessions.device', { browser, os });
      return browser ?? os ?? t('sessions.unknownDevice');
    },
    [t],
  );
}
