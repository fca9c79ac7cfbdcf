import { IconCalendarMonth, IconReceipt2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ViewLinks } from '@/components/view-links';
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
  return <ViewLinks label={t('views.label')} views={views.map((view) => ({ ...view, label: t(`views.${view.id}`) }))} current={current} />;
}
