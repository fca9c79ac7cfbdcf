import { Button, Group } from '@mantine/core';
import { IconCalendarMonth, IconReceipt2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermission } from '@/features/permissions';
import { selectSelectedResource } from '@/features/workspace';
import { SETTLEMENTS_READ } from '@/lib/contract/money-permissions';
import { useAppSelector } from '@/lib/store';
import { STATEMENTS_PERMISSION } from '../permissions';
import { SETTLEMENT_STATEMENTS_LIST, STATEMENTS_LIST } from '../statement-href';

export type StatementView = 'monthly' | 'settlement';

const views = [
  { id: 'monthly', to: STATEMENTS_LIST, icon: IconCalendarMonth },
  { id: 'settlement', to: SETTLEMENT_STATEMENTS_LIST, icon: IconReceipt2 },
] as const;

/**
 * The two lists of statements, as links: the monthly statements and the settlement payouts'
 * statements (organizations only). Each by its own permission; nothing when only one is offered.
 */
export function StatementViews({ current }: { current: StatementView }) {
  const { t } = useTranslation('statements');
  const monthly = usePermission(STATEMENTS_PERMISSION);
  const readsSettlements = usePermission(SETTLEMENTS_READ);
  const isOrganization = useAppSelector(selectSelectedResource)?.resourceType === 'organization';
  const settlement = readsSettlements && isOrganization;
  if (!monthly || !settlement) return null;
  return (
    <nav aria-label={t('views.label')}>
      <Group gap={4}>
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
