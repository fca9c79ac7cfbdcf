import { Button, Group } from '@mantine/core';
import { IconDownload, IconReceiptRefund } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface Props {
  /** The user holds `refund.write`: "Bulk refund" shows. */
  canRefund: boolean;
  onExport: () => void;
  /** The views menu. */
  children: ReactNode;
}

/** The list's page actions: views, "Export CSV", and "Bulk refund" for those who may refund. */
export function TransactionsToolbar({ canRefund, onExport, children }: Props) {
  const { t } = useTranslation('transactions');
  return (
    <Group gap="sm">
      {children}
      <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />} onClick={onExport}>
        {t('export.open')}
      </Button>
      {canRefund && (
        <Button component={Link} to="/transactions/bulk-refund" leftSection={<IconReceiptRefund size={18} aria-hidden />}>
          {t('list.bulkRefund')}
        </Button>
      )}
    </Group>
  );
}
