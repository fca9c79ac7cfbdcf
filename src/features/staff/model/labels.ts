import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export const statusColor = (status: string) => (status === 'blocked' ? 'red' : status === 'suspended' ? 'orange' : 'teal');

/** A value of one of the staff pages' vocabularies in words (`status.blocked`, `change.suspend`, `outcome.account-blocked`); an unknown one as it is. */
export function useStaffLabel(kind: 'status' | 'change' | 'outcome' | 'role') {
  const { t } = useTranslation('staff');
  return useCallback((value: string) => t(`${kind}.${value}`, { defaultValue: value }), [t, kind]);
}
