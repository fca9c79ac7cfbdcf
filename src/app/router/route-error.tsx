import { Alert, Button, Stack, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorLayout } from '@/components/layouts/error-layout';
import { reportError } from '@/lib/monitoring/report';
import { useEffect } from 'react';

export const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    error.message,
  );

/** A route that failed to render: an outdated bundle asks for a reload, anything else is reported. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const outdated = isChunkLoadError(error);
  useEffect(() => {
    if (!outdated) reportError(error, { area: 'route' });
  }, [error, outdated]);
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
