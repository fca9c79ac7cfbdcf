import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import type { ListAction } from './types';

/** A page's actions as buttons (wide screens; on phones the list's menu holds them). */
export function ListActions({ actions }: { actions: readonly ListAction[] }) {
  return (
    <Group gap="sm">
      {actions.map((action) => {
        const common = { leftSection: action.icon, variant: action.primary ? 'filled' : 'default', disabled: action.disabled } as const;
        return action.to ? (
          <Button key={action.id} component={Link} to={action.to} {...common}>
            {action.label}
          </Button>
        ) : (
          <Button key={action.id} onClick={action.onClick} {...common}>
            {action.label}
          </Button>
        );
      })}
    </Group>
  );
}
