import { Alert, Button, Group } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface DetailsRefusalProps {
  title: string;
  text: ReactNode;
  /** A lock (no access) unless the page says otherwise (a "not found" icon of its own). */
  icon?: ReactNode;
  color?: 'yellow' | 'orange';
  /** A link back to the list, for pages that word the refusal as "not found". */
  toList?: { to: string; label: string };
}

/** Unknown, another workspace's, or not readable by the user: one wording for all (no existence leak). */
export function DetailsRefusal({ title, text, icon = <IconLock aria-hidden />, color = 'yellow', toList }: DetailsRefusalProps) {
  return (
    <Alert role="alert" color={color} variant="light" icon={icon} title={title}>
      {text}
      {toList && (
        <Group mt="sm">
          <Button component={Link} to={toList.to} variant="light" size="compact-sm">
            {toList.label}
          </Button>
        </Group>
      )}
    </Alert>
  );
}
