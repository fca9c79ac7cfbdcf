import { Badge, Button, Collapse, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { IdentityGroup } from '../model/identity';
import { useGroupLabels } from '../model/labels';

interface Props {
  group: IdentityGroup;
  /** Offers "Remove" (the caller may change this identity's groups). */
  onRemove?: (group: IdentityGroup) => void;
  /** The caller may not take this group away (it grants what they do not hold there). */
  removeBlocked?: boolean;
}

/** One group of the identity: its name and role, where it applies, and what it grants (collapsed to a count). */
export function GroupItem({ group, onRemove, removeBlocked = false }: Props) {
  const { t } = useTranslation('identity');
  const labels = useGroupLabels();
  const [open, { toggle }] = useDisclosure(false);
  const grantsId = useId();
  const count = group.permissions.length;
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={group.name}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {group.name}
            </Text>
            <Badge variant="light" color="gray" tt="none">
              {labels.role(group.role)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {labels.where(group)}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Text size="sm">{t('groups.grants', { count })}</Text>
            {count > 0 && (
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={toggle}
                aria-expanded={open}
                aria-controls={grantsId}
                aria-label={t(open ? 'groups.hidePermissionsOf' : 'groups.showPermissionsOf', { name: group.name })}
              >
                {open ? t('groups.hidePermissions') : t('groups.showPermissions')}
              </Button>
            )}
          </Group>
          <Collapse expanded={open} id={grantsId}>
            <List size="sm" spacing={2} mt={4}>
              {group.permissions.map((name) => (
                <List.Item key={name}>{labels.permission(name)}</List.Item>
              ))}
            </List>
          </Collapse>
          {onRemove && removeBlocked && (
            <Text size="xs" c="dimmed">
              {t('groups.removeBlocked')}
            </Text>
          )}
        </Stack>
        {onRemove && (
          <Button
            variant="light"
            color="red"
            size="xs"
            disabled={removeBlocked}
            onClick={() => onRemove(group)}
            aria-label={t('groups.removeLabel', { name: group.name })}
          >
            {t('groups.remove')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
