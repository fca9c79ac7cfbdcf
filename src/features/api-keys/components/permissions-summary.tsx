import { Button, List, Popover, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePermissionLabel } from '../model/labels';

/** "3 permissions": a button that lists their labels in a popover (keyboard and touch alike). */
export function PermissionsSummary({ permissions, keyName, tabIndex }: { permissions: readonly string[]; keyName: string; tabIndex?: 0 | -1 }) {
  const { t } = useTranslation('apiKeys');
  const label = usePermissionLabel();
  if (permissions.length === 0)
    return (
      <Text span size="sm" c="dimmed">
        —
      </Text>
    );
  const count = t('list.permissionCount', { count: permissions.length });
  const named = t('list.permissionsOf', { what: count, name: keyName });
  return (
    <Popover position="bottom-start" shadow="md" withinPortal>
      <Popover.Target>
        <Button variant="subtle" size="compact-sm" px={4} tabIndex={tabIndex} aria-label={named}>
          {count}
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw={320} role="dialog" aria-label={named}>
        <List size="sm" spacing={4}>
          {permissions.map((name) => (
            <List.Item key={name}>{label(name)}</List.Item>
          ))}
        </List>
      </Popover.Dropdown>
    </Popover>
  );
}
