import { IconHistory, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ViewLinks } from '@/components/view-links';

export type AuditView = 'all' | 'security';

const views = [
  { id: 'all', to: '/audit', icon: IconHistory },
  { id: 'security', to: '/audit/security', icon: IconShieldLock },
] as const;

/** The audit trail's two views, as links: every change (`/audit`) and the security log (`/audit/security`). */
export function AuditViews({ current }: { current: AuditView }) {
  const { t } = useTranslation('audit');
  return <ViewLinks label={t('views.label')} views={views.map((view) => ({ ...view, label: t(`views.${view.id}`) }))} current={current} nowrap />;
}
