import { Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notificationKinds, type NotificationKind } from '@/features/notifications';
import { isNotificationKindOn } from '@/lib/contract/notification-kinds';
import type { Preferences } from '@/features/session';
import { useAutoSave } from '../use-auto-save';
import { useSavePreferences } from '../use-save-preferences';
import { SaveError, SettingsSection } from './settings-section';

type Switches = NonNullable<Preferences['notifications']>;

/** Kinds whose name alone does not say which events they bring: their switch says it (`notifications:kindDescriptions`). */
const described: ReadonlySet<NotificationKind> = new Set(['subscriptions']);

/** One switch per kind of the header's notifications; each saves at once (a kind off makes no new entries). */
export function NotificationsSection({ switches = {} }: { switches: Preferences['notifications'] }) {
  const { t } = useTranslation(['settings', 'notifications']);
  const savePreferences = useSavePreferences();
  const choice = useAutoSave(switches, (next: Switches) => savePreferences({ notifications: next }), 'notifications.title');
  const toggle = (kind: NotificationKind, on: boolean) => choice.change({ ...choice.value, [kind]: on });

  return (
    <SettingsSection title={t('notifications.title')} description={t('notifications.description')}>
      <Stack gap="sm">
        {notificationKinds.map((kind) => (
          <Switch
            key={kind}
            label={t(`notifications:kinds.${kind}`)}
            // Mantine puts the description inside the label: the name is the kind, the description describes it.
            aria-label={t(`notifications:kinds.${kind}`)}
            description={described.has(kind) ? t(`notifications:kindDescriptions.${kind}`) : undefined}
            checked={isNotificationKindOn(choice.value, kind)}
            onChange={(event) => toggle(kind, event.currentTarget.checked)}
            disabled={choice.saving}
          />
        ))}
      </Stack>
      <SaveError message={choice.error} onRetry={choice.retry} />
    </SettingsSection>
  );
}
