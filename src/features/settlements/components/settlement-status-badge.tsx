import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SettlementStatus } from '../api/settlements-api';

const colors: Record<SettlementStatus, string> = { 'in-transit': 'blue', paid: 'teal', failed: 'red' };

export function SettlementStatusBadge({ status }: { status: SettlementStatus }) {
  const { t } = useTranslation('settlements');
  return (
    <Badge color={colors[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
