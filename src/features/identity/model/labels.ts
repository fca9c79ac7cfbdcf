import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/lib/i18n';
import { permissionKey } from '@/lib/permissions/permission-areas';
import type { IdentityGroup } from './identity';

/** How the identity page names roles, places and permissions, in the interface language. */
export function useGroupLabels() {
  const { t, i18n } = useTranslation(['identity', 'permissions', 'auth']);
  const list = useMemo(() => new Intl.ListFormat(intlLocale(i18n.language), { style: 'long', type: 'conjunction' }), [i18n.language]);
  /** A permission's plain-language label; a name the catalogue of lines lacks is shown as it is. */
  const permission = useCallback((name: string) => t(`permissions:${permissionKey(name)}.label`, { defaultValue: name }), [t]);
  const role = useCallback((name: string) => t(`auth:identity.roles.${name}`, { defaultValue: name }), [t]);
  const where = useCallback(
    (group: Pick<IdentityGroup, 'resource'>) =>
      group.resource
        ? t('identity:groups.appliesTo', {
            name: group.resource.name,
            type: t(`identity:resourceTypes.${group.resource.resourceType}`, { defaultValue: group.resource.resourceType }),
          })
        : t('identity:groups.everywhere'),
    [t],
  );
  /** Names joined as the language joins a list ("A, B and C"). */
  const join = useCallback((names: readonly string[]) => list.format(names), [list]);
  const permissions = useCallback((names: readonly string[]) => join(names.map(permission)), [join, permission]);
  return { join, permission, permissions, role, where };
}
