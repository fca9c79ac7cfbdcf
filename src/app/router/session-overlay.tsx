import { Loader, Overlay, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { selectOverlay } from '@/features/session';
import { useAppSelector } from '@/lib/store';

const labels = { 'signing-in': 'overlay.signingIn', switching: 'overlay.switching', 'signing-out': 'overlay.signingOut' } as const;

/** 'Signing in...', 'Switching workspace...', 'Signing out...': blocks the page while it lasts. */
export function SessionOverlay() {
  const overlay = useAppSelector(selectOverlay);
  const { t } = useTranslation('common');
  if (!overlay) return null;
  return (
    <Overlay fixed blur={2} backgroundOpacity={0.35} zIndex={400} center>
      <Stack align="center" role="status" aria-live="assertive" gap="xs">
        <Loader color="white" aria-hidden />
        <Text c="white" fw={600}>
          {t(labels[overlay])}
        </Text>
      </Stack>
    </Overlay>
  );
}
