import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/lib/store';
import { selectUnreadNotificationCount } from '../notifications-slice';
import { NotificationPanel } from './notification-panel';

/** The badge shows at most this; more reads "99+". */
const BADGE_MAX = 99;

/** The header's bell: the unread count of the selected workspace's entries, and the panel listing them. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const [opened, setOpened] = useState(false);
  const headingId = useId();
  const unread = useAppSelector(selectUnreadNotificationCount);
  const shown = unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread);
  const label = unread === 0 ? t('bell.label') : unread > BADGE_MAX ? t('bell.labelMany', { count: BADGE_MAX }) : t('bell.labelUnread', { count: unread });

  return (
    <Indicator label={shown} disabled={unread === 0} size={18} color="red" offset={4} inline>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={360} withArrow shadow="md" trapFocus returnFocus>
        <Popover.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={() => setOpened((o) => !o)}>
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} aria-labelledby={headingId}>
          {opened && <NotificationPanel headingId={headingId} onClose={() => setOpened(false)} />}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
