import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput, type CodeInputHandle } from '@/components/code-input';

interface Props {
  value: string;
  onChange: (code: string) => void;
  /** The sixth digit confirms by itself, as at sign-in. */
  onComplete: (code: string) => void;
  error: string | null;
  /** Why the code is asked for here (payouts by default). */
  hint?: string;
  /** Takes the cursor when shown (default); off where the form has fields before it. */
  autoFocus?: boolean;
  ref?: Ref<CodeInputHandle>;
}

/** A fresh code from the authenticator, asked for each payout request and approval, and each API key created, rolled or revoked (step-up). */
export function StepUpCode({ value, onChange, onComplete, error, hint, autoFocus = true, ref }: Props) {
  const { t } = useTranslation('payouts');
  return (
    <CodeInput
      ref={ref}
      label={t('stepUp.label')}
      description={hint ?? t('stepUp.hint')}
      digitLabel={(index, total) => t('stepUp.digit', { index, total })}
      value={value}
      onChange={onChange}
      onComplete={onComplete}
      error={error}
      required
      autoFocus={autoFocus}
    />
  );
}
