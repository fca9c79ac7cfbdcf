import { IconCalendarRepeat, IconCash, IconFileAnalytics, IconGavel, IconMail, IconReceiptRefund, IconShieldLock, type Icon } from '@tabler/icons-react';
import type { EntryKind } from '../model/entry';

export const kindIcons: Readonly<Record<EntryKind, Icon>> = {
  refunds: IconReceiptRefund,
  disputes: IconGavel,
  reports: IconFileAnalytics,
  payouts: IconCash,
  subscriptions: IconCalendarRepeat,
  mailbox: IconMail,
  security: IconShieldLock,
};
