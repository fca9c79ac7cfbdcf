import { Button, Group } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';

export interface ViewLink {
  id: string;
  to: string;
  label: string;
  icon: Icon;
}

/** A page's views as links (the audit trail's, the statements'): the current one marked as the page. */
export function ViewLinks({ label, views, current, nowrap = false }: { label: string; views: readonly ViewLink[]; current: string; nowrap?: boolean }) {
  return (
    <nav aria-label={label}>
      <Group gap={4} wrap={nowrap ? 'nowrap' : 'wrap'}>
        {views.map(({ id, to, label: text, icon: ViewIcon }) => (
          <Button
            key={id}
            component={Link}
            to={to}
            size="sm"
            variant={id === current ? 'light' : 'subtle'}
            aria-current={id === current ? 'page' : undefined}
            leftSection={<ViewIcon size={16} aria-hidden />}
          >
            {text}
          </Button>
        ))}
      </Group>
    </nav>
  );
}
