import '@mantine/notifications/styles.css';
import { Notifications, notifications, notificationsStore } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { attachNotifier, type NoticeText, type TranslatedText } from '@/lib/notify';

const translate = (t: TFunction, text: TranslatedText): string => {
  const values = Object.fromEntries(Object.entries(text.values ?? {}).map(([name, value]) => [name, typeof value === 'object' ? translate(t, value) : value]));
  return String(t(text.key, values));
};

const namespacesOf = (text: TranslatedText): string[] => [
  text.key.includes(':') ? text.key.split(':')[0] : 'common',
  ...Object.values(text.values ?? {}).flatMap((value) => (typeof value === 'object' ? namespacesOf(value) : [])),
];

/** A notice's text, rendered (not stored) so that it follows a language switch while on screen. */
function NoticeTextView({ text }: { text: NoticeText }) {
  const { t, ready } = useTranslation(typeof text === 'string' ? 'common' : [...new Set(namespacesOf(text))], { useSuspense: false });
  if (typeof text === 'string') return text;
  // Nothing for the moment a switched language's texts are loading, rather than a missing key.
  return ready ? translate(t, text) : null;
}

export function NotificationsHost() {
  const { t } = useTranslation('common');
  const close = t('close');
  useEffect(
    () =>
      attachNotifier(({ title, message, ...notice }) =>
        notifications.show({
          ...notice,
          title: title === undefined ? undefined : <NoticeTextView text={title} />,
          message: <NoticeTextView text={message} />,
          withBorder: true,
          closeButtonProps: { 'aria-label': close },
        }),
      ),
    [close],
  );
  // The close buttons of notices already shown follow a language switch too.
  useEffect(
    () =>
      notifications.updateState(notificationsStore, (shown) =>
        shown.map((notice) => ({ ...notice, closeButtonProps: { ...notice.closeButtonProps, 'aria-label': close } })),
      ),
    [close],
  );
  return <Notifications position="top-right" />;
}
