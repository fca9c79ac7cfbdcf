import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { toFailure } from '@/lib/http';
import { useListActiveTokensQuery, type LoginSession } from '../api/tokens-api';
import { failureKey } from '../save-feedback';
import { RevokeSessionDialog } from './revoke-session-dialog';
import { SessionsTable } from './sessions-table';
import { SettingsSection } from './settings-section';

export function SessionsSection() {
  const { t } = useTranslation(['settings', 'common', 'errors']);
  const { data, error, isLoading, isFetching, refetch } = useListActiveTokensQuery();
  const [target, setTarget] = useState<LoginSession | null>(null);

  let body;
  if (isLoading) {
    body = (
      <Stack gap="xs" aria-busy="true" aria-label={t('common:loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={36} />
        ))}
      </Stack>
    );
  } else if (error && !data) {
    body = (
      <Stack gap="xs">
        <FormError message={t(failureKey(toFailure(error)))} />
        <Group>
          <Button variant="default" size="xs" onClick={() => void refetch()} loading={isFetching}>
            {t('common:retry')}
          </Button>
        </Group>
      </Stack>
    );
  } else if (!data?.length) {
    body = <Text size="sm">{t('sessions.empty')}</Text>;
  } else {
    body = <SessionsTable sessions={data} onRevoke={setTarget} />;
  }

  return (
    <SettingsSection title={t('sessions.title')} description={t('sessions.description')}>
      {body}
      <RevokeSessionDialog session={target} onClose={() => setTarget(null)} />
    </SettingsSection>
  );
}
