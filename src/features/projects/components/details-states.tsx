import { Alert, Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowBackUp, IconLock, IconMapPinOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function BackToProjects() {
  const { t } = useTranslation('projects');
  return (
    <Button component={Link} to={paths.projects} variant="subtle" leftSection={<IconArrowBackUp size={18} aria-hidden />} px={0}>
      {t('details.back')}
    </Button>
  );
}

/** 'No rights to access project details' (403 no-rights). */
export function NoRights() {
  const { t } = useTranslation('projects');
  return (
    <Alert color="yellow" variant="light" icon={<IconLock aria-hidden />} title={t('details.noRights')} role="alert">
      {t('details.noRightsHint')}
    </Alert>
  );
}

/** The URL names a project outside the selected organization. */
export function ForeignProject() {
  const { t } = useTranslation('projects');
  return (
    <Alert color="orange" variant="light" icon={<IconMapPinOff aria-hidden />} title={t('details.foreign')} role="alert">
      {t('details.foreignHint')}
    </Alert>
  );
}

export function ProjectNotFound() {
  const { t } = useTranslation('projects');
  return (
    <Card withBorder padding="xl" role="status">
      <Stack align="center" gap="xs" ta="center">
        <IconMapPinOff size={40} aria-hidden />
        <Title order={2} size="h3">
          {t('details.notFound')}
        </Title>
        <Text c="dimmed">{t('details.notFoundHint')}</Text>
        <Button component={Link} to={paths.projects}>
          {t('details.toProjects')}
        </Button>
      </Stack>
    </Card>
  );
}

export function LoadError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation(['projects', 'common']);
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('details.loadFailed')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" onClick={onRetry} loading={retrying}>
          {t('common:retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

export function DetailsSkeleton() {
  const { t } = useTranslation('projects');
  return (
    <Card withBorder padding="md" role="status" aria-live="polite" aria-label={t('details.loading')}>
      <Stack gap="sm">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} h={20} w={`${60 + ((i * 7) % 35)}%`} />
        ))}
      </Stack>
    </Card>
  );
}
