import { Card, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ModeBadge } from '@/components/workspace/mode-badge';
import { apiKeysHref } from '@/features/api-keys';
import { webhookEndpointsHref } from '@/features/webhooks';
import { hrefs } from '@/config/paths';
import { useLocaleFormat } from '@/lib/format';
import type { DeveloperOverview } from '../api/developers-api';
import { requestLogHref } from '../developers-href';
import { ERRORS_ONLY } from '../model/request-log-list';
import { ToolCard } from './tool-card';

/** One project's developer tools: keys, the request log, webhook endpoints, allowed IPs and checkout languages. */
export function ProjectTools({ overview, inOrganization }: { overview: DeveloperOverview; inOrganization: boolean }) {
  const { t } = useTranslation('developers');
  const formatDateTime = useLocaleFormat().dateTime;
  const titleId = useId();
  const { keys, endpoints, allowedIps, translations, requests24h, projectId } = overview;
  const project = inOrganization ? projectId : undefined;
  const logParams = (extra: Record<string, string> = {}) => ({ ...(project ? { project } : {}), ...extra });
  const named = (tool: string) => t('hub.cardLabel', { tool, project: overview.projectName });
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h4" id={titleId}>
            <bdi>{overview.projectName}</bdi>
          </Title>
          {(overview.mode === 'live' || overview.mode === 'sandbox') && <ModeBadge mode={overview.mode} size="sm" />}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm">
          {keys && (
            <ToolCard
              title={t('hub.keys.title')}
              label={named(t('hub.keys.title'))}
              to={apiKeysHref(project)}
              tone={keys.expiringSoon > 0 ? 'warning' : undefined}
              lines={[
                t('hub.keys.active', { count: keys.active }),
                t('hub.keys.inactive', { revoked: keys.revoked, expired: keys.expired }),
                ...(keys.expiringSoon ? [t('hub.keys.expiringSoon', { count: keys.expiringSoon })] : []),
                keys.lastUsedAt ? t('hub.keys.lastUsed', { at: formatDateTime(keys.lastUsedAt) }) : t('hub.keys.neverUsed'),
              ]}
            />
          )}
          {requests24h && (
            <ToolCard
              title={t('hub.requests.title')}
              label={named(t('hub.requests.title'))}
              to={requestLogHref(logParams(requests24h.failed ? { errors: ERRORS_ONLY } : {}))}
              tone={requests24h.failed > 0 ? 'warning' : undefined}
              lines={[t('hub.requests.total', { count: requests24h.total }), t('hub.requests.failed', { count: requests24h.failed })]}
            />
          )}
          {endpoints && (
            <ToolCard
              title={t('hub.endpoints.title')}
              label={named(t('hub.endpoints.title'))}
              to={webhookEndpointsHref(project)}
              tone={endpoints.failed24h > 0 || endpoints.disabled > 0 ? 'warning' : undefined}
              lines={[
                t('hub.endpoints.enabled', { count: endpoints.enabled }),
                t('hub.endpoints.disabled', { count: endpoints.disabled }),
                t('hub.endpoints.failed24h', { count: endpoints.failed24h }),
              ]}
            />
          )}
          {allowedIps && (
            <ToolCard
              title={t('hub.allowedIps.title')}
              label={named(t('hub.allowedIps.title'))}
              to={hrefs.project(projectId)}
              lines={[allowedIps.count ? t('hub.allowedIps.set', { count: allowedIps.count }) : t('hub.allowedIps.notSet')]}
            />
          )}
          {translations && (
            <ToolCard
              title={t('hub.translations.title')}
              label={named(t('hub.translations.title'))}
              to={hrefs.project(projectId)}
              lines={[t('hub.translations.count', { count: translations.count })]}
            />
          )}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
