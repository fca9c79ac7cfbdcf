import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '@/lib/i18n';
import { FormError } from '@/components/feedback/form-error';
import { failureMessageKey } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import { useDeactivatePaymentLinkMutation, type PaymentLink } from '../api/payment-links-api';
import { LinkAmount } from './link-amount';
import { linkName } from './link-columns';

const codes = { 'link-not-active': 'paymentLinks:deactivate.notActive', 'not-found': 'paymentLinks:deactivate.notActive' };

/** Asks before deactivating: a deactivated link cannot be paid and cannot be turned back on. */
export function DeactivateLinkDialog({ link, onClose, onDone }: { link: PaymentLink | null; onClose: () => void; onDone: (link: PaymentLink) => void }) {
  const { t } = useTranslation('paymentLinks');
  const [deactivate, { isLoading }] = useDeactivatePaymentLinkMutation();
  const [message, setMessage] = useState<string | null>(null);
  const close = () => {
    if (isLoading) return;
    setMessage(null);
    onClose();
  };
  const confirm = async () => {
    if (!link) return;
    setMessage(null);
    try {
      onDone(await deactivate(link.id).unwrap());
    } catch (error) {
      setMessage(t(failureMessageKey(toFailure(error), codes)));
    }
  };
  return (
    <Modal opened={link !== null} onClose={close} title={t('deactivate.title')} closeButtonProps={{ 'aria-label': t('common:close') }} centered>
      {link && (
        <Stack gap="md">
          <FormError message={message} />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('deactivate.text', { name: isolate(linkName(link)) })} <LinkAmount amount={link.amount} currency={link.currency} />
          </Text>
          <Text size="sm" c="dimmed">
            {t('deactivate.hint')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={isLoading}>
              {t('common:cancel')}
            </Button>
            <Button color="red" loading={isLoading} onClick={() => void confirm()} data-autofocus>
              {t('deactivate.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
