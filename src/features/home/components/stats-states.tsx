import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconChartBarOff, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function NoPermission() {
  const { t } = useTranslation('home');
  return (
    <Alert color="yellow" variant="light" icon={<IconLock aria-hidden />} title={t('noPermission.title')}>
      {t('noPermission.message')}
    </Alert>
  );
}

export function EmptyStats({ workspace }: { workspace: string }) {
  const { t } = useTranslation('home');
  return (
    <Card withBorder padding="xl" role="status">
      <Stack align="center" gap="xs" ta="center">
        <IconChartBarOff size={40} aria-hidden />
        <Title order={2} size="h3">
          {t('empty.title')}
        </Title>
        <Text c="dimmed" maw={480}>
          {t('empty.message', { workspace })}
        </Text>
      </Stack>
    </Card>
  );
}

export function StatsError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation(['home', 'common']);
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('error.title')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" onClick={onRetry} loading={retrying}>
          {t('common:retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The page's shape while statistics load: KPI cards, charts, tables. */
export function StatsSkeleton() {
  const { t } = useTranslation('home');
  return (
    <Stack gap="md" role="status" aria-live="polite" aria-label={t('loading')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {[0, 1, 2, 3].map((key) => (
          <Card key={key} withBorder>
            <Skeleton h={12} w="50%" mb="sm" />
            <Skeleton h={28} w="70%" />
          </Card>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChartSkeleton />
        <ChartSkeleton />
      </SimpleGrid>
      <Group grow>
        <Skeleton h={160} />
        <Skeleton h={160} />
      </Group>
    </Stack>
  );
}

export function ChartSkeleton({ height = 240 }: { height?: number }) {
  return <Skeleton h={height} radius="md" aria-hidden />;
}
