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
}

/**
 * A text filter that types locally (no lag: nothing else re-renders per key) and writes to the URL
 * when typing pauses, or at once on Enter. Follows the URL when it changes elsewhere (Back, a view).
 */
export function DebouncedTextField({ value, onCommit, validate, ...props }: Props) {
  const [draft, setDraft] = useState(value);
  const [committed, setCommitted] = useState(value);
  if (committed !== value) {
    setCommitted(value);
    setDraft(value);
  }
  const error = draft && validate ? validate(draft) : null;
  const commit = useDebouncedCallback((next: string) => {
    if (!next || !validate?.(next)) onCommit(next.trim());
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
