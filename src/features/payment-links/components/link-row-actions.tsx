import { Group } from '@mantine/core';
import { IconCopy, IconLinkOff, IconQrcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowActionButton } from '@/components/list-page';
import type { PaymentLink } from '../api/payment-links-api';

export type LinkAction = 'copy' | 'qr' | 'deactivate';

interface Props {
  link: PaymentLink;
  /** How the link is named in the buttons' accessible names. */
  name: string;
  tabIndex: 0 | -1;
  onAction: (action: LinkAction, link: PaymentLink) => void;
}

/** Copy, QR code and (for active links) deactivate; each named after the link. */
export function LinkRowActions({ link, name, tabIndex, onAction }: Props) {
  const { t } = useTranslation('paymentLinks');
  const button = (action: LinkAction, label: string, icon: React.ReactNode, color?: string) => (
    <RowActionButton
      label={label}
      name={t('actions.named', { action: label, name })}
      icon={icon}
      color={color}
      tabIndex={tabIndex}
      onClick={() => onAction(action, link)}
    />
  );
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {button('copy', t('actions.copy'), <IconCopy size={18} aria-hidden />)}
      {button('qr', t('actions.qr'), <IconQrcode size={18} aria-hidden />)}
      {link.status === 'active' && button('deactivate', t('actions.deactivate'), <IconLinkOff size={18} aria-hidden />, 'red')}
    </Group>
  );
}
