import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconBuildingBank, IconCreditCard } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhoneLayout, type ListColumn } from '@/components/list-page';
import { useLocaleFormat } from '@/lib/format';
import type { PayoutMethod } from '../api/payout-methods-api';
import { compactMaskedNumber, maskedNumber, methodName } from './method-name';
import { MethodRowActions, type MethodAction } from './method-row-actions';

/**
 * The list's columns (about 1,000 px with the actions). The masked number is the row's key; a
 * phone card shows it with the default badge, the currency, the holder and the actions.
 */
export function useMethodColumns(onAction: ((action: MethodAction, method: PayoutMethod) => void) | null): ListColumn<PayoutMethod>[] {
  const { t } = useTranslation('payoutMethods');
  const formatDateTime = useLocaleFormat().dateTime;
  const phone = usePhoneLayout();
  return useMemo(
    () => [
      {
        id: 'number',
        header: t('list.columns.number'),
        rowHeader: true,
        hideable: false,
        width: 300,
        grow: 2,
        card: 'title',
        cell: (method) => (
          <Group gap="xs" wrap="nowrap">
            {method.kind === 'card' ? (
              <IconCreditCard size={18} aria-hidden style={{ flexShrink: 0 }} />
            ) : (
              <IconBuildingBank size={18} aria-hidden style={{ flexShrink: 0 }} />
            )}
            <Stack gap={0} miw={0}>
              {/* On a phone one group of bullets: the last digits, the part that tells methods apart, stay visible. */}
              <Text span size="sm" fw={500} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                {phone ? compactMaskedNumber(method) : maskedNumber(method)}
              </Text>
              {method.label && (
                <Text span size="xs" c="dimmed" truncate="end">
                  {method.label}
                </Text>
              )}
            </Stack>
          </Group>
        ),
      },
      {
        id: 'isDefault',
        header: t('list.columns.default'),
        width: 110,
        priority: 1,
        card: 'status',
        cell: (method) =>
          method.isDefault ? (
            <Badge variant="light" color="teal">
              {t('list.default')}
            </Badge>
          ) : null,
      },
      { id: 'currency', header: t('list.columns.currency'), width: 90, card: 'amount', cell: (method) => <bdi>{method.currency}</bdi> },
      { id: 'kind', header: t('list.columns.kind'), width: 130, priority: 2, cell: (method) => t(`kind.${method.kind}`) },
      {
        id: 'holderName',
        header: t('list.columns.holder'),
        width: 180,
        priority: 3,
        card: 'who',
        cell: (method) => (
          <Text span size="sm" truncate="end" title={method.holderName}>
            <bdi>{method.holderName}</bdi>
          </Text>
        ),
      },
      {
        id: 'details',
        header: t('list.columns.details'),
        width: 140,
        priority: 4,
        cell: (method) =>
          method.kind === 'card' && method.expMonth !== null && method.expYear !== null ? (
            <bdi>{t('list.expires', { month: String(method.expMonth).padStart(2, '0'), year: String(method.expYear % 100).padStart(2, '0') })}</bdi>
          ) : (
            <bdi>{method.bic ?? ''}</bdi>
          ),
      },
      {
        id: 'createdAt',
        header: t('list.columns.added'),
        width: 150,
        priority: 5,
        card: 'when',
        cell: (method) => <bdi>{formatDateTime(method.createdAt)}</bdi>,
      },
      ...(onAction
        ? [
            {
              id: 'actions',
              header: t('list.columns.actions'),
              headerHidden: true,
              hideable: false,
              actions: true,
              card: 'actions',
              width: 100,
              grow: 0,
              align: 'end',
              cell: (method, { tabIndex }) => <MethodRowActions method={method} name={methodName(method)} tabIndex={tabIndex} onAction={onAction} />,
            } satisfies ListColumn<PayoutMethod>,
          ]
        : []),
    ],
    [t, formatDateTime, onAction, phone],
  );
}
