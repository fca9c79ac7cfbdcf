import { useState } from 'react';
import { useSaveFeedback } from './save-feedback';

/**
 * A choice that saves as soon as it changes. While saving the control is disabled; on
 * failure the choice stays on screen with the error and a retry, never silently reverted.
 */
/** `sectionKey`: the section's title in `settings` ('language.title'), for the notifications. */
export function useAutoSave<T>(saved: T, save: (value: T) => Promise<unknown>, sectionKey: string) {
  const [draft, setDraft] = useState<{ value: T } | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const feedback = useSaveFeedback(sectionKey);

  const change = async (value: T) => {
    setDraft({ value });
    setSaving(true);
    setError(null);
    try {
      await save(value);
      setDraft(null);
      feedback.succeeded();
    } catch (failure) {
      setError(feedback.failed(failure));
    } finally {
      setSaving(false);
    }
  };

  return {
    value: draft ? draft.value : saved,
    saving,
    error,
    change: (value: T) => void change(value),
    retry: () => draft && void change(draft.value),
  };
}
