import { Badge, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list-page';
import { useLocaleFormat } from '@/lib/format';
import type { AntifraudList } from '../api/review-model';

export const purposeColor = { block: 'red', allow: 'teal', review: 'orange' } as const;

/** The lists' columns: name and alias (the row's link), what it holds, what it does, how many. */
export function useListColumns(): ListColumn<AntifraudList>[] {
  const { t } = useTranslation('antifraud');
  const { dateTime, number } = useLocaleFormat();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('lists.columns.name'),
        rowHeader: true,
        hideable: false,
        width: 240,
        grow: 2,
        card: 'title',
        cell: (row) => (
          <Group gap={6} wrap="nowrap" miw={0}>
            <Text span size="sm" fw={500} truncate="end">
              <bdi>{row.name}</bdi>
            </Text>
            <Text span size="xs" c="dimmed" ff="monospace" dir="ltr">
              @{row.alias}
            </Text>
          </Group>
        ),
      },
      {
        id: 'purpose',
        header: t('lists.columns.purpose'),
        width: 110,
        card: 'status',
        cell: (row) => (
          <Badge variant="light" color={purposeColor[row.purpose]}>
            {t(`lists.purpose.${row.purpose}`)}
          </Badge>
        ),
      },
      { id: 'kind', header: t('lists.columns.kind'), width: 170, cell: (row) => t(`lists.kind.${row.kind}`) },
      { id: 'itemCount', header: t('lists.columns.items'), width: 100, align: 'end', card: 'amount', cell: (row) => number(row.itemCount) },
      {
        id: 'default',
        header: t('lists.columns.origin'),
        width: 120,
        priority: 2,
        cell: (row) => (row.default ? t('lists.default') : t('lists.custom')),
      },
      { id: 'createdAt', header: t('lists.columns.created'), width: 150, priority: 3, card: 'when', cell: (row) => <bdi>{dateTime(row.createdAt)}</bdi> },
    ],
    [t, dateTime, number],
  );
}
