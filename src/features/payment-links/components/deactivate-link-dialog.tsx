import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isolate } from '@/lib/i18n';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useDeactivatePaymentLinkMutation, type PaymentLink } from '../api/payment-links-api';
import { LinkAmount } from './link-amount';
import { linkName } from './link-columns';

const codes = { 'link-not-active': 'paymentLinks:deactivate.notActive', 'not-found': 'paymentLinks:deactivate.notActive' };

/** Asks before deactivating: a deactivated link cannot be paid and cannot be turned back on. */
export function DeactivateLinkDialog({ link, onClose, onDone }: { link: PaymentLink | null; onClose: () => void; onDone: (link: PaymentLink) => void }) {
  const { t } = useTranslation('paymentLinks');
  const [deactivate] = useDeactivatePaymentLinkMutation();
  return (
    <ConfirmDialog
      opened={link !== null}
      title={t('deactivate.title')}
      confirmLabel={t('deactivate.confirm')}
      danger
      focus="confirm"
      onConfirm={async () => link && onDone(await deactivate(link.id).unwrap())}
      failureCodes={codes}
      onClose={onClose}
    >
      {link && (
        <>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('deactivate.text', { name: isolate(linkName(link)) })} <LinkAmount amount={link.amount} currency={link.currency} />
          </Text>
          <Text size="sm" c="dimmed">
            {t('deactivate.hint')}
          </Text>
        </>
      )}
    </ConfirmDialog>
  );
}
