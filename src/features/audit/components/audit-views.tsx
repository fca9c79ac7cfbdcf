import { Button, Group } from '@mantine/core';
import { IconHistory, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type AuditView = 'all' | 'security';

const views = [
  { id: 'all', to: '/audit', icon: IconHistory },
  { id: 'security', to: '/audit/security', icon: IconShieldLock },
] as const;

/** The audit trail's two views, as links: every change (`/audit`) and the security log (`/audit/security`). */
export function AuditViews({ current }: { current: AuditView }) {
  const { t } = useTranslation('audit');
  return (
    <nav aria-label={t('views.label')}>
      <Group gap={4} wrap="nowrap">
        {views.map(({ id, to, icon: Icon }) => (
          <Button
            key={id}
            component={Link}
            to={to}
            size="sm"
            variant={id === current ? 'light' : 'subtle'}
            aria-current={id === current ? 'page' : undefined}
            leftSection={<Icon size={16} aria-hidden />}
          >
            {t(`views.${id}`)}
          </Button>
        ))}
      </Group>
    </nav>
  );
}
