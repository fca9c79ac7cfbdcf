import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list-page';
import { useLocaleFormat } from '@/lib/format';
import type { PaymentLink } from '../api/payment-links-api';
import { LinkAmount } from './link-amount';
import { LinkRowActions, type LinkAction } from './link-row-actions';
import { LinkStatusBadge } from './link-status-badge';

/** A link's name in lists and buttons: its description, else its id. */
export const linkName = (link: PaymentLink) => link.description || link.id;

/**
 * The list's columns (about 1,000 px with the actions). The description is the row's key: the frame
 * links it to the link's details (`paymentLinkHref`: its URL, QR code and status over the list). A
 * phone card shows the description, status, amount, creation time and the actions.
 */
export function useLinkColumns(
  projectName: (id: string | null) => string,
  onAction: (action: LinkAction, link: PaymentLink) => void,
): ListColumn<PaymentLink>[] {
  const { t } = useTranslation('paymentLinks');
  const formatDateTime = useLocaleFormat().dateTime;
  return useMemo(
    () => [
      {
        id: 'description',
        header: t('list.columns.description'),
        rowHeader: true,
        hideable: false,
        width: 180,
        grow: 2,
        card: 'title',
        cell: (link) => (
          <Text span size="sm" fw={500} truncate="end" title={linkName(link)}>
            {link.description || (
              <Text span c="dimmed" size="sm" ff="monospace">
                {link.id}
              </Text>
            )}
          </Text>
        ),
      },
      {
        id: 'amount',
        header: t('list.columns.amount'),
        width: 120,
        align: 'end',
        card: 'amount',
        cell: (link) => <LinkAmount amount={link.amount} currency={link.currency} />,
      },
      { id: 'status', header: t('list.columns.status'), width: 140, priority: 1, card: 'status', cell: (link) => <LinkStatusBadge status={link.status} /> },
      {
        id: 'createdAt',
        header: t('list.columns.created'),
        width: 150,
        priority: 2,
        card: 'when',
        cell: (link) => <bdi>{formatDateTime(link.createdAt)}</bdi>,
      },
      {
        id: 'expiresAt',
        header: t('list.columns.expires'),
        width: 150,
        priority: 3,
        cell: (link) =>
          link.expiresAt ? (
            <bdi>{formatDateTime(link.expiresAt)}</bdi>
          ) : (
            <Text span c="dimmed" size="sm">
              {t('list.never')}
            </Text>
          ),
      },
      { id: 'project', header: t('list.columns.project'), width: 140, priority: 4, cell: (link) => projectName(link.projectId) },
      {
        id: 'actions',
        header: t('list.columns.actions'),
        headerHidden: true,
        hideable: false,
        actions: true,
        card: 'actions',
        width: 140,
        grow: 0,
        align: 'end',
        cell: (link, { tabIndex }) => <LinkRowActions link={link} name={linkName(link)} tabIndex={tabIndex} onAction={onAction} />,
      },
    ],
    [t, formatDateTime, projectName, onAction],
  );
}
