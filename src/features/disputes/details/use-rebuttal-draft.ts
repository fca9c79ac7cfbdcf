import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectCurrentUser } from '@/features/session';
import { REBUTTAL_MAX } from '@/lib/contract/disputes';
import { failureMessageKey } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import { useAppSelector } from '@/lib/store';
import { useSaveRebuttalMutation } from './api/dispute-actions';
import { DISPUTE_CODES } from './dispute-codes';
import { readRebuttalDraft, writeRebuttalDraft } from './rebuttal-draft-storage';

/** The pause in typing after which the response is saved; a long stretch of typing is saved at least this often. */
export const DRAFT_SAVE_MS = 800;
const DRAFT_MAX_WAIT_MS = 5000;

/**
 * `saved`: the dispute holds what the box shows. `saving`: it will shortly (waiting for a pause in
 * typing, or on its way). `failed`: the last save was refused or got no answer (retry). `invalid`:
 * too long to be saved.
 */
export type DraftState = 'saved' | 'saving' | 'failed' | 'invalid';

/**
 * The written response, saved as it is typed through `disputes/saveRebuttal` (one save at a time,
 * one request reference per text, so a retry is applied once). Until the dispute holds it, the text
 * is also kept in sessionStorage per user and dispute, and restored (then saved) after a navigation
 * or a reload. A save from elsewhere (another tab) shows here unless the box holds unsaved text.
 */
export function useRebuttalDraft(disputeId: string, saved: string | null, enabled: boolean) {
  const { t } = useTranslation(['disputes', 'errors']);
  const userId = useAppSelector(selectCurrentUser)?.id ?? null;
  const serverText = saved ?? '';
  const [text, setTextState] = useState(() => (enabled && userId ? readRebuttalDraft(userId, disputeId) : null) ?? serverText);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ text: string; message: string } | null>(null);
  const [save] = useSaveRebuttalMutation();
  // What the box holds (trimmed, as the server keeps it) and what the dispute holds, read by the saves as they run.
  const latest = useRef(text.trim());
  const server = useRef(serverText);
  const busy = useRef(false);
  const reference = useRef<{ text: string; id: string } | null>(null);

  async function send() {
    const next = latest.current;
    if (busy.current || !enabled || next === server.current || next.length > REBUTTAL_MAX) return;
    if (reference.current?.text !== next) reference.current = { text: next, id: crypto.randomUUID() };
    busy.current = true;
    setSending(true);
    try {
      await save({ disputeId, text: next, requestReference: reference.current.id }).unwrap();
      reference.current = null;
      server.current = next;
      setFailure(null);
      if (latest.current === next && userId) writeRebuttalDraft(userId, disputeId, null);
    } catch (error) {
      setFailure({ text: next, message: t(failureMessageKey(toFailure(error), DISPUTE_CODES)) as string });
    } finally {
      busy.current = false;
      setSending(false);
      // Typed on while this save was on its way: save that too.
      if (latest.current !== next) schedule();
    }
  }

  // Flushed on unmount: leaving the page right after typing still saves it.
  const schedule = useDebouncedCallback(() => void send(), { delay: DRAFT_SAVE_MS, maxWait: DRAFT_MAX_WAIT_MS, flushOnUnmount: true });

  useEffect(() => {
    const previous = server.current;
    server.current = serverText;
    if (previous !== serverText && latest.current === previous) {
      latest.current = serverText;
      setTextState(serverText);
    }
  }, [serverText]);

  // A copy restored from a navigation or a reload is saved at once.
  useEffect(() => {
    if (enabled && latest.current !== server.current) void send();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const setText = (value: string) => {
    setTextState(value);
    latest.current = value.trim();
    if (userId) writeRebuttalDraft(userId, disputeId, latest.current === server.current ? null : value);
    schedule();
  };

  const trimmed = text.trim();
  let state: DraftState = 'saving';
  if (trimmed === serverText) state = 'saved';
  else if (trimmed.length > REBUTTAL_MAX) state = 'invalid';
  else if (!sending && failure?.text === trimmed) state = 'failed';

  return {
    text,
    setText,
    state,
    /** Why the last save failed (translated), while the box still holds that text. */
    error: state === 'failed' ? failure!.message : null,
    /** Saves now: after a failure, or when the box loses focus. */
    saveNow: () => {
      schedule.cancel();
      void send();
    },
  };
}
