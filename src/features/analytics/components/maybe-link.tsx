import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A breakdown's entry opens its transactions for whoever may read them; for others it is plain text. */
export function MaybeLink({ to, label, children }: { to: string | null; label?: string; children: ReactNode }) {
  if (!to) return <>{children}</>;
  return (
    <Anchor component={Link} to={to} aria-label={label} fz="inherit">
      {children}
    </Anchor>
  );
}
