import { Anchor, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListColumn } from '@/components/list-page';
import { useDeviceName } from '@/components/sessions';
import type { AuditEntry } from '../api/audit-entry';
import { useEntryColumns } from './entry-columns';
import { SecurityDetails } from './security-details';

/** The security log of one address: what a click on an IP address opens. */
export const securityLogOfIp = (ip: string) => `/audit/security?ip=${encodeURIComponent(ip)}`;

/**
 * The security log's columns: the event in words (the row's key, linking to its details), when,
 * who, from which address (a link to every event from it) and device, and what it changed or why it
 * failed. A phone card shows the event, who, the address, when, and the details button.
 */
export function useSecurityColumns(onDetails: (entry: AuditEntry) => void): ListColumn<AuditEntry>[] {
  const { t } = useTranslation('audit');
  const deviceName = useDeviceName();
  const shared = useEntryColumns(onDetails);
  return useMemo(
    () => [
      shared.action('event', t('security.columns.event'), 190),
      shared.at,
      shared.who(190),
      {
        id: 'ip',
        header: t('details.ip'),
        width: 140,
        priority: 3,
        card: 'amount',
        cell: (entry, { tabIndex }) =>
          entry.session.ip ? (
            <Anchor
              component={Link}
              to={securityLogOfIp(entry.session.ip)}
              size="sm"
              ff="monospace"
              dir="ltr"
              tabIndex={tabIndex}
              title={t('security.fromIp', { ip: entry.session.ip })}
            >
              {entry.session.ip}
            </Anchor>
          ) : (
            <Text span size="sm" c="dimmed">
              {t('details.unknown')}
            </Text>
          ),
      },
      {
        id: 'device',
        header: t('details.device'),
        width: 170,
        grow: 1,
        priority: 5,
        cell: (entry) => (
          <Text span size="sm" truncate="end" title={entry.session.userAgent ?? undefined}>
            <bdi>{entry.session.userAgent ? deviceName(entry.session.userAgent) : t('details.unknown')}</bdi>
          </Text>
        ),
      },
      {
        id: 'details',
        header: t('security.columns.details'),
        width: 240,
        grow: 2,
        priority: 4,
        cell: (entry) => <SecurityDetails entry={entry} />,
      },
      shared.details,
    ],
    [t, deviceName, shared],
  );
}
