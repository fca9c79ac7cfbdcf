import { IconCash, IconFileAnalytics, IconGavel, IconMail, IconReceiptRefund, type Icon } from '@tabler/icons-react';
import type { NotificationKind } from '../model/entry';

export const kindIcons: Readonly<Record<NotificationKind, Icon>> = {
  refunds: IconReceiptRefund,
  disputes: IconGavel,
  reports: IconFileAnalytics,
  payouts: IconCash,
  mailbox: IconMail,
};
