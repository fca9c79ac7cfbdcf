import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { useIntentSettled, useTargetIntent } from '@/features/intents';
import { NOTE_MAX } from '@/lib/contract/billing';
import { failureMessageKey } from '@/lib/forms';
import type { Failure } from '@/lib/http';
import { BILLING_CODES } from './billing-codes';
import { subscriptionIntentSpec, subscriptionTarget } from './subscription-intent';

/** A note on the subscription, plain text; what was typed stays until the sandbox has taken it. */
export function NoteForm({ subscriptionId }: { subscriptionId: string }) {
  const { t } = useTranslation(['billing', 'errors']);
  const intent = useTargetIntent(subscriptionTarget(subscriptionId));
  const ours = intent.intent?.summary.kind === 'note' ? intent.intent : undefined;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Failure | null>(null);

  useIntentSettled(ours, {
    succeeded: () => {
      setText('');
      intent.forget();
    },
    failed: (reason) => {
      setRefusal(reason);
      intent.forget();
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (intent.unsettled) return;
    const trimmed = text.trim();
    if (!trimmed) return setError(t('notes.required'));
    if (trimmed.length > NOTE_MAX) return setError(t('notes.tooLong', { max: NOTE_MAX }));
    setError(null);
    setRefusal(null);
    void intent.start(subscriptionIntentSpec(subscriptionId, 'note', { data: { type: 'notes', attributes: { text: trimmed } } }));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <FormError message={refusal ? t(failureMessageKey(refusal, BILLING_CODES)) : null} />
        <Textarea label={t('notes.add')} value={text} onChange={(event) => setText(event.currentTarget.value)} error={error} rows={3} />
        <Group justify="flex-end">
          <Button type="submit" variant="default" loading={ours?.status === 'pending'} disabled={intent.unsettled && !ours}>
            {t('notes.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
