import { Alert, Button, Group, Loader, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Confirmation } from '@/components/dialogs/confirm-dialog';
import { Dialog } from '@/components/dialogs/dialog-frame';
import { ErrorState } from '@/components/states';
import { firstErrorCode, toFailure, type Failure } from '@/lib/http';

export interface SecretRevealDialogProps {
  /** The answer's `meta.secretTicket`: redeemed once, when the dialog opens. */
  ticket: string;
  /** Trades the ticket for the secret (`revealSecret` of `@/lib/http/direct-calls`): a shared component calls no backend itself. */
  reveal: (ticket: string) => Promise<string>;
  title: string;
  /** What the secret belongs to (a key's name), shown as text above it. */
  subject?: ReactNode;
  /** The secret's field label ("Secret key", "Signing secret"). */
  label: string;
  /** What to do if it is lost ("Roll the key to get a new secret"). */
  lostHint: string;
  /** Runs once the user said they copied it, or when there is nothing to show. */
  onClose: () => void;
}

type Phase = { kind: 'loading' } | { kind: 'shown'; secret: string } | { kind: 'failed'; failure: Failure };

const isUsed = (failure: Failure) => failure.code === 410 || firstErrorCode(failure) === 'ticket-used';

/**
 * A secret shown once: redeemed from its ticket when the dialog opens, kept in this component's state
 * only (never the store, the URL or a log), with a copy button and a warning. Closing asks whether it
 * was copied; once closed, the secret is gone from the page and the ticket cannot be redeemed again.
 */
export function SecretRevealDialog({ ticket, reveal, title, subject, label, lostHint, onClose }: SecretRevealDialogProps) {
  const { t } = useTranslation('common');
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [confirming, setConfirming] = useState(false);
  const clipboard = useClipboard({ timeout: 2500 });
  const redeemed = useRef<string | null>(null);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const redeem = () => {
    setPhase({ kind: 'loading' });
    reveal(ticket).then(
      (secret) => alive.current && setPhase({ kind: 'shown', secret }),
      (error: unknown) => alive.current && setPhase({ kind: 'failed', failure: toFailure(error) }),
    );
  };

  // Once per ticket: a ticket is good for one answer, so a second mount (React's strict mode) must not spend it again.
  useEffect(() => {
    if (redeemed.current === ticket) return;
    redeemed.current = ticket;
    redeem();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ticket]);

  const finish = () => {
    setPhase({ kind: 'loading' });
    onClose();
  };
  const requestClose = () => (phase.kind === 'shown' ? setConfirming(true) : finish());

  let body: ReactNode;
  if (phase.kind === 'loading') {
    body = (
      <Group justify="center" py="lg">
        <Loader size="md" aria-label={t('secretReveal.loading')} />
      </Group>
    );
  } else if (phase.kind === 'failed') {
    const used = isUsed(phase.failure);
    body = (
      <Stack gap="md">
        {used ? (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} title={t('secretReveal.usedTitle')}>
            {t('secretReveal.used')} {lostHint}
          </Alert>
        ) : (
          <ErrorState error={phase.failure} title={t('secretReveal.failedTitle')} onRetry={redeem} />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={finish}>
            {t('close')}
          </Button>
        </Group>
      </Stack>
    );
  } else if (confirming) {
    body = (
      <Confirmation
        question={t('secretReveal.confirmQuestion')}
        hint={t('secretReveal.confirmHint')}
        cancelLabel={t('secretReveal.back')}
        confirmLabel={t('secretReveal.confirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={finish}
      />
    );
  } else {
    body = (
      <Stack gap="md">
        {subject && <Text size="sm">{subject}</Text>}
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} title={t('secretReveal.warningTitle')}>
          {t('secretReveal.warning')} {lostHint}
        </Alert>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={label}
            value={phase.secret}
            readOnly
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            style={{ flex: 1, minWidth: 0 }}
            onFocus={(event) => event.currentTarget.select()}
            data-autofocus
          />
          <Button
            variant={clipboard.copied ? 'light' : 'filled'}
            color={clipboard.copied ? 'teal' : undefined}
            leftSection={clipboard.copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            onClick={() => clipboard.copy(phase.secret)}
          >
            {clipboard.copied ? t('secretReveal.copied') : t('secretReveal.copy')}
          </Button>
        </Group>
        <VisuallyHidden role="status">{clipboard.copied ? t('secretReveal.copiedAnnouncement') : ''}</VisuallyHidden>
        {clipboard.error && (
          <Alert role="alert" color="red" variant="light">
            {t('secretReveal.copyFailed')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={() => setConfirming(true)}>{t('secretReveal.done')}</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Dialog opened onClose={requestClose} title={title} closeOnClickOutside={false} size="lg">
      {body}
    </Dialog>
  );
}
