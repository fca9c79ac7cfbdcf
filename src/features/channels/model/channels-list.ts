import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListDefinition } from '@/components/list-page';
import { channelKinds, channelStatuses } from '@/lib/contract/channels';

/**
 * What the channels list reads from its URL (`?kind=point-of-sale&project=res_…&sort=-createdAt`).
 * The project filter only in an organization (a project workspace lists its own channels).
 */
export function useChannelsListDefinition(projects: readonly { id: string; name: string }[]): ListDefinition {
  const { t } = useTranslation('channels');
  const projectKey = projects.map((p) => `${p.id}:${p.name}`).join('|');
  return useMemo(
    () => ({
      id: 'channels',
      pageSize: 25,
      sortable: ['name', 'kind', 'defaultCurrency', 'terminals', 'createdAt'],
      defaultSort: { id: 'name', desc: false },
      filters: [
        { type: 'select', id: 'kind', label: t('fields.kind'), options: channelKinds.map((value) => ({ value, label: t(`kind.${value}`) })) },
        { type: 'select', id: 'status', label: t('fields.status'), options: channelStatuses.map((value) => ({ value, label: t(`status.${value}`) })) },
        ...(projects.length > 1
          ? [{ type: 'select' as const, id: 'project', label: t('fields.project'), options: projects.map((p) => ({ value: p.id, label: p.name })) }]
          : []),
      ],
    }),
    // The projects are compared by content: the store may hand equal ones in a new array.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, projectKey],
  );
}
