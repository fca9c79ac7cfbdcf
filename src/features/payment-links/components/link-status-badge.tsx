import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaymentLinkStatus } from '@/lib/contract/payment-links';

const colors: Record<PaymentLinkStatus, string> = { active: 'teal', paid: 'blue', expired: 'orange', deactivated: 'gray' };

export function LinkStatusBadge({ status }: { status: PaymentLinkStatus }) {
  const { t } = useTranslation('paymentLinks');
  return (
    <Badge color={colors[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
