import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { targetKey, useIntentSettled, useTargetIntent, type IntentSpec } from '@/features/intents';
import { NOTE_MAX } from '@/lib/contract/billing';
import { failureMessageKey } from '@/lib/forms';
import type { Failure } from '@/lib/http';
import { BILLING_CODES } from './billing-codes';
import { subscriptionIntentSpec, subscriptionTarget } from './subscription-intent';

type NoteOn = { subscriptionId: string } | { customerId: string };

const noteBody = (text: string) => ({ data: { type: 'notes', attributes: { text } } });

/** Where the note goes and the intent that sends it: a subscription's notes share its one open change. */
function noteTarget(on: NoteOn): { target: string; spec: (text: string) => Omit<IntentSpec, 'target'> } {
  if ('subscriptionId' in on) {
    return { target: subscriptionTarget(on.subscriptionId), spec: (text) => subscriptionIntentSpec(on.subscriptionId, 'note', noteBody(text)) };
  }
  return {
    target: targetKey('customer', on.customerId),
    spec: (text) => ({
      request: { action: 'customers/addNote', id: on.customerId, payload: noteBody(text) },
      summary: { kind: 'note' },
      invalidates: [{ type: 'Customer', id: on.customerId }],
      discardable: true,
    }),
  };
}

/** A note on a subscription or a customer, plain text; what was typed stays until the sandbox has taken it. */
export function NoteForm(props: NoteOn) {
  const { t } = useTranslation(['billing', 'errors']);
  const on = noteTarget(props);
  const intent = useTargetIntent(on.target);
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
    void intent.start(on.spec(trimmed));
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
