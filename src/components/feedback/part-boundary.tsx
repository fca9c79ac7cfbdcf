import { Alert, Box, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { reportError } from '@/lib/monitoring/report';
import { ErrorLayout } from '../layouts/error-layout';

/** A lazily loaded module that did not arrive (offline, a new deployment, the dev server's outdated dependency). */
export const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    error.message,
  );

/**
 * Where the failed part was, and so where the state shows:
 * - `page`: the whole page (the root boundary);
 * - `area`: the page's place in the shell (a route);
 * - `inline`: the part's own place in the page (a chart, a date field);
 * - `floating`: a corner of the window, for a part that has no place of its own or too small a one (a
 *   dialog, the notifications, a header button).
 */
export type PartPlace = 'page' | 'area' | 'inline' | 'floating';

/** "This part of the page could not be loaded. Reload the page", with the Reload button: never a blank page. */
export function PartFailed({ place = 'inline' }: { place?: PartPlace }) {
  // Its texts are in `common`, loaded with the app: the state never waits for (or fails on) a download of its own.
  const { t } = useTranslation('common', { useSuspense: false });
  const alert = (
    <Alert role="alert" color="yellow" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} maw={place === 'inline' ? undefined : 520}>
      <Text size="sm">{t('partFailed.message')}</Text>
      <Group mt="sm">
        <Button size="xs" onClick={() => location.reload()}>
          {t('partFailed.reload')}
        </Button>
      </Group>
    </Alert>
  );
  if (place === 'page') return <ErrorLayout>{alert}</ErrorLayout>;
  if (place === 'area') return <Box py="xl">{alert}</Box>;
  if (place === 'inline') return alert;
  // Under the shell's header where there is one. In a portal, so that no transformed ancestor (the sidebar)
  // holds it; React's own (Mantine's Portal would add 0.4 KB gzip to the start chunk, where this must be).
  return createPortal(
    <Box
      pos="fixed"
      style={{
        top: 'calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-md))',
        insetInlineEnd: 'var(--mantine-spacing-md)',
        zIndex: 1000,
        boxShadow: 'var(--mantine-shadow-md)',
        background: 'var(--mantine-color-body)',
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      {alert}
    </Box>,
    document.body,
  );
}

interface PartBoundaryProps {
  place?: PartPlace;
  children: ReactNode;
}

/**
 * The error boundary above a lazily loaded part (and, `page`, above the whole app): a part whose code did
 * not arrive, or that failed to render, shows `PartFailed` in its place and leaves the rest of the page
 * working. A module that did not load is not a defect; anything else is reported.
 */
export class PartBoundary extends Component<PartBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!isChunkLoadError(error)) reportError(error, { area: 'part', componentStack: info.componentStack });
  }

  render() {
    return this.state.failed ? <PartFailed place={this.props.place} /> : this.props.children;
  }
}
