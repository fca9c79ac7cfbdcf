import { Alert, Button, Group, Loader, Modal, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { firstErrorCode, toFailure } from '@/lib/http';
import { revealSecret } from './reveal-secret';

export interface SecretRevealDialogProps {
  /** The one-time ticket of the answer that made the secret; null: the dialog is closed. */
  ticket: string | null;
  title: string;
  /** What the secret belongs to (an endpoint's URL, a key's name). */
  intro?: ReactNode;
  /** The secret's field label ("Signing secret"). */
  label: string;
  /** After the user confirmed they have it: the secret is forgotten with the dialog. */
  onClose: () => void;
}

type Reveal = { status: 'loading' } | { status: 'shown'; secret: string } | { status: 'used' } | { status: 'failed' };

/**
 * Redeems the ticket once and keeps the secret in this component's state only (never the store, the
 * URL or a log). React's strict mode runs effects twice: the ticket is still sent once.
 */
function useRevealedSecret(ticket: string) {
  const [reveal, setReveal] = useState<Reveal>({ status: 'loading' });
  const sent = useRef<string | null>(null);
  const mounted = useRef(true);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    mounted.current = true;
    const key = `${ticket}#${attempt}`;
    if (sent.current !== key) {
      sent.current = key;
      revealSecret(ticket).then(
        (secret) => mounted.current && setReveal({ status: 'shown', secret }),
        (error: unknown) => {
          const failure = toFailure(error);
          if (mounted.current) setReveal({ status: failure.code === 410 || firstErrorCode(failure) === 'ticket-used' ? 'used' : 'failed' });
        },
      );
    }
    return () => {
      mounted.current = false;
    };
  }, [ticket, attempt]);

  return {
    reveal,
    retry: () => {
      setReveal({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}

function SecretBody({ ticket, intro, label, onClose }: { ticket: string; intro?: ReactNode; label: string; onClose: () => void }) {
  const { t } = useTranslation('common');
  const { reveal, retry } = useRevealedSecret(ticket);
  const clipboard = useClipboard({ timeout: 2500 });
  const [copiedOnce, setCopiedOnce] = useState(false);
  const [asking, setAsking] = useState(false);

  if (reveal.status === 'loading') {
    return (
      <Group justify="center" py="lg">
        <Loader size="md" aria-label={t('secretReveal.loading')} />
      </Group>
    );
  }
  if (reveal.status !== 'shown') {
    return (
      <Stack gap="md">
        <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {reveal.status === 'used' ? t('secretReveal.used') : t('secretReveal.failed')}
        </Alert>
        <Group justify="flex-end" gap="sm">
          {reveal.status === 'failed' && (
            <Button variant="default" onClick={retry}>
              {t('retry')}
            </Button>
          )}
          <Button onClick={onClose}>{t('close')}</Button>
        </Group>
      </Stack>
    );
  }
  if (asking) {
    return (
      <Stack gap="md">
        <Text fw={500}>{t('secretReveal.confirmTitle')}</Text>
        <Text size="sm">{t('secretReveal.confirmText')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
            {t('secretReveal.back')}
          </Button>
          <Button color="red" onClick={onClose}>
            {t('secretReveal.closeAnyway')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {intro && (
        <Text size="sm" c="dimmed" component="div">
          {intro}
        </Text>
      )}
      <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('secretReveal.onceTitle')}>
        {t('secretReveal.onceText')}
      </Alert>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={label}
          value={reveal.secret}
          readOnly
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          style={{ flex: 1, minWidth: 0 }}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          onFocus={(event) => event.currentTarget.select()}
          data-autofocus
        />
        <Button
          variant={clipboard.copied ? 'light' : 'filled'}
          color={clipboard.copied ? 'teal' : undefined}
          leftSection={clipboard.copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          onClick={() => {
            clipboard.copy(reveal.secret);
            setCopiedOnce(true);
          }}
        >
          {clipboard.copied ? t('secretReveal.copied') : t('secretReveal.copy')}
        </Button>
      </Group>
      <VisuallyHidden role="status">{clipboard.copied ? t('secretReveal.copiedAnnouncement') : ''}</VisuallyHidden>
      {clipboard.error && (
        <Alert color="red" variant="light" role="alert">
          {t('secretReveal.copyFailed')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={() => (copiedOnce && !clipboard.error ? onClose() : setAsking(true))}>{t('secretReveal.done')}</Button>
      </Group>
    </Stack>
  );
}

/**
 * A secret shown once: redeemed from its ticket when the dialog opens, with a copy button and a clear
 * warning. Closing before copying asks first; once closed, the secret is gone for good.
 */
export function SecretRevealDialog({ ticket, title, intro, label, onClose }: SecretRevealDialogProps) {
  return (
    <Modal
      opened={ticket !== null}
      onClose={() => undefined}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      title={title}
      centered
      size="lg"
    >
      {ticket !== null && <SecretBody key={ticket} ticket={ticket} intro={intro} label={label} onClose={onClose} />}
    </Modal>
  );
}
