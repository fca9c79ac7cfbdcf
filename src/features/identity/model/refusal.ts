import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessageKey, type MessageCatalogue } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import type { IdentityGroup } from './identity';
import { useGroupLabels } from './labels';

/** The identity page's own words for the codes a group change may be refused with; `own-identity` and the rest are shared. */
export const GROUP_CHANGE_CODES: MessageCatalogue = {
  forbidden: 'identity:refusals.forbidden',
  'not-found': 'identity:refusals.notFound',
  'last-admin': 'identity:refusals.lastAdmin',
};

const names = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * Why a group change was refused, in the interface language. `grant-exceeds-own` names the group and
 * the permissions the caller lacks there (the error's `meta.groupId` and `meta.missing`) as labels.
 */
export function useRefusalMessage(groups: readonly IdentityGroup[]) {
  const { t } = useTranslation(['identity', 'errors']);
  const labels = useGroupLabels();
  return useCallback(
    (error: unknown, groupId?: string) => {
      const failure = toFailure(error);
      const refusal = failure.errors.find((entry) => String(entry.code) === 'grant-exceeds-own');
      const missing = names(refusal?.meta?.missing);
      if (refusal && missing.length > 0) {
        const id = typeof refusal.meta?.groupId === 'string' ? refusal.meta.groupId : groupId;
        const group = groups.find((entry) => entry.id === id);
        return group
          ? t('identity:refusals.grantExceedsOwn', { group: group.name, permissions: labels.permissions(missing) })
          : t('identity:refusals.grantExceedsOwnAny', { permissions: labels.permissions(missing) });
      }
      return t(failureMessageKey(failure, GROUP_CHANGE_CODES));
    },
    [groups, labels, t],
  );
}
