import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

export const TEXT_FILTER_DEBOUNCE_MS = 350;

interface Props extends Omit<TextInputProps, 'value' | 'onChange' | 'error'> {
  value: string;
  /** Called with the text once typing pauses, and only when `validate` finds nothing wrong. */
  onCommit: (value: string) => void;
  /** A message for text that cannot be applied, or null. */
  validate?: (value: string) => string | null;
  /** What the URL holds for typed text ('20.' → '20'); trimmed text unless given. */
  normalise?: (value: string) => string;
}

const trimmed = (value: string) => value.trim();

/**
 * A text filter that types locally (no lag: nothing else re-renders per key) and writes to the URL
 * when typing pauses, or at once on Enter. Follows the URL when it changes elsewhere (Back, a view).
 */
export function DebouncedTextField({ value, onCommit, validate, normalise = trimmed, ...props }: Props) {
  const [draft, setDraft] = useState(value);
  const [committed, setCommitted] = useState(value);
  const [sent, setSent] = useState<string | null>(null);
  if (committed !== value) {
    setCommitted(value);
    // Our own commit coming back ('20' for '20.', or arriving after more was typed) leaves the text as typed.
    if (value !== sent && normalise(draft) !== value) setDraft(value);
  }
  const error = draft && validate ? validate(draft) : null;
  const commit = useDebouncedCallback((next: string) => {
    if (next && validate?.(next)) return;
    setSent(normalise(next));
    onCommit(next.trim());
  }, TEXT_FILTER_DEBOUNCE_MS);

  return (
    <TextInput
      {...props}
      value={draft}
      error={error}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit.flush();
      }}
    />
  );
}
