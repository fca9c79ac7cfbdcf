import { useTranslation } from 'react-i18next';
import { deviceNameOf } from '@/components/sessions/device-name';
import { formatMoney } from '@/lib/money';
import type { EntryKind, NotificationEntry } from '../model/entry';

/** Kinds whose titles name an amount; each has a `…NoAmount` title for a push that carried none. */
const withAmount: ReadonlySet<EntryKind> = new Set(['refunds', 'disputes', 'payouts', 'subscriptions']);

/** The entry's title in the current language (stored as a key, so a language switch re-renders it). */
export function useEntryTitle() {
  const { t, i18n } = useTranslation(['notifications', 'common']);
  return (entry: NotificationEntry) => {
    const { amount, currency, userAgent, ip, place } = entry.params;
    if (entry.titleKey === 'security.newDevice') {
      const key = place ? 'events.security.newDevice' : 'events.security.newDeviceNoPlace';
      return t(key, { device: deviceNameOf(t, userAgent ?? ''), ip: ip ?? '', place });
    }
    const money = amount !== undefined && currency ? formatMoney(amount, currency, i18n.language) : null;
    const key = withAmount.has(entry.kind) && !money ? `${entry.titleKey}NoAmount` : entry.titleKey;
    return t(`events.${key}`, { money });
  };
}
