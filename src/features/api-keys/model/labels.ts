import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKeyStatus } from '@/lib/contract/developers';
import { permissionKey } from '@/lib/permissions/permission-areas';

export const keyStatusColor = (status: ApiKeyStatus) => ({ active: 'teal', expired: 'gray', revoked: 'red' })[status];

export function useKeyStatusLabel() {
  const { t } = useTranslation('apiKeys');
  return useCallback((status: ApiKeyStatus) => t(`status.${status}`), [t]);
}

/** A permission's plain label ("View API keys"), its name when the catalogue has no words for it. */
export function usePermissionLabel() {
  const { t } = useTranslation('permissions');
  return useCallback((name: string) => t(`${permissionKey(name)}.label`, { defaultValue: name }), [t]);
}

/** Who made a key: their name, else their e-mail. */
export const personName = (person: { name: string; email: string } | null) => (person ? person.name || person.email : '');
