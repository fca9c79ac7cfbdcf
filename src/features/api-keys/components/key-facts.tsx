import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailsSection, type LabelledValue } from '@/components/details-section';
import { ModeBadge } from '@/components/workspace/mode-badge';
import { useLocaleFormat } from '@/lib/format';
import type { ApiKey } from '../api/api-keys-api';
import { personName, usePermissionLabel } from '../model/labels';
import { KeyPrefix } from './key-prefix';
import { KeyStatusBadge } from './key-status-badge';

const ltr = (value: string) => (
  <Text span size="sm" dir="ltr" ff="monospace">
    {value}
  </Text>
);

/** Everything about a key but its secret: who made it, what it may do, from where, until when. */
export function KeyFacts({ apiKey, projectName }: { apiKey: ApiKey; projectName: string }) {
  const { t } = useTranslation('apiKeys');
  const formatDateTime = useLocaleFormat().dateTime;
  const permissionLabel = usePermissionLabel();
  const dimmed = (text: string) => (
    <Text span size="sm" c="dimmed">
      {text}
    </Text>
  );
  const rows: LabelledValue[] = [
    [t('details.prefix'), <KeyPrefix key="prefix" prefix={apiKey.prefix} />],
    [t('details.status'), <KeyStatusBadge key="status" status={apiKey.status} />],
    [t('details.mode'), <ModeBadge key="mode" mode={apiKey.mode} size="sm" />],
    [t('details.project'), <bdi key="project">{projectName}</bdi>],
    [
      t('details.permissions'),
      <List key="permissions" size="sm" spacing={2}>
        {apiKey.permissions.map((name) => (
          <List.Item key={name}>{permissionLabel(name)}</List.Item>
        ))}
      </List>,
    ],
    [
      t('details.allowedIps'),
      apiKey.allowedIps.length ? (
        <List key="ips" size="sm" spacing={2} listStyleType="none">
          {apiKey.allowedIps.map((range) => (
            <List.Item key={range}>{ltr(range)}</List.Item>
          ))}
        </List>
      ) : (
        dimmed(t('ips.any'))
      ),
    ],
    [
      t('details.created'),
      <bdi key="created">
        {apiKey.createdBy
          ? t('details.createdBy', { date: formatDateTime(apiKey.createdAt), name: personName(apiKey.createdBy) })
          : formatDateTime(apiKey.createdAt)}
      </bdi>,
    ],
    [t('details.lastUsed'), apiKey.lastUsedAt ? <bdi key="used">{formatDateTime(apiKey.lastUsedAt)}</bdi> : dimmed(t('list.never'))],
    [t('details.expires'), apiKey.expiresAt ? <bdi key="expires">{formatDateTime(apiKey.expiresAt)}</bdi> : dimmed(t('list.noExpiry'))],
    [t('details.id'), ltr(apiKey.id)],
  ];
  return <DetailsSection title={t('details.facts')} rows={rows} />;
}
