import { Button } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';

/**
 * Where "Back" goes: the list as the user left it (its filters in the URL; a list row passes
 * `state: { from: '/list?…' }`) when they came from it, else `fallback`.
 */
export function backToList(state: unknown, listPath: string, fallback = listPath): string {
  const from = state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  return typeof from === 'string' && (from === listPath || from.startsWith(`${listPath}?`)) ? from : fallback;
}

export interface BackLinkProps {
  /** The list's path: "Back" returns to it as it was left. */
  list: string;
  /** Where "Back" goes when the user did not come from the list; the list itself when omitted. */
  fallback?: string;
  label: string;
}

/** The details page's way back to its list. */
export function BackLink({ list, fallback, label }: BackLinkProps) {
  const location = useLocation();
  return (
    <Button
      component={Link}
      to={backToList(location.state, list, fallback)}
      variant="subtle"
      leftSection={<IconArrowBackUp size={18} aria-hidden />}
      px={0}
      style={{ alignSelf: 'flex-start' }}
    >
      {label}
    </Button>
  );
}
