import { Alert, Button, Stack, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorLayout } from '@/components/layouts/error-layout';
import { isChunkLoadError, PartFailed } from '@/components/feedback/part-boundary';
import { reportError } from '@/lib/monitoring/report';
import { useEffect } from 'react';

/** Reports a route's error, unless it is code that did not arrive (offline, a new deployment): no defect. */
function useReportRouteError(error: unknown) {
  const outdated = isChunkLoadError(error);
  useEffect(() => {
    if (!outdated) reportError(error, { area: 'route' });
  }, [error, outdated]);
  return outdated;
}

/** A route that failed to render: an outdated bundle asks for a reload, anything else is reported. */
export function RouteError() {
  const { t } = useTranslation('common');
  const outdated = useReportRouteError(useRouteError());
  return (
    <ErrorLayout>
      <Stack maw={520}>
        <Title order={1} size="h2">
          {outdated ? t('outdated.title') : t('crash.title')}
        </Title>
        <Alert color={outdated ? 'yellow' : 'red'} variant="light" role="alert">
          {outdated ? t('outdated.message') : t('crash.message')}
        </Alert>
        <Button onClick={() => location.reload()}>{t('outdated.reload')}</Button>
      </Stack>
    </ErrorLayout>
  );
}

/**
 * A dashboard page whose code did not load, or that failed to render: the state in the shell's content
 * area, so the header, the sidebar and their dialogs stay usable.
 */
export function PageError() {
  useReportRouteError(useRouteError());
  return <PartFailed place="area" />;
}
