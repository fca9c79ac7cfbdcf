import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeInputHandle } from '@/components/code-input';
import { StepUpCode } from '@/features/payouts';
import type { StepUp } from '../model/use-step-up';

/** The step-up code of a key change, when one is needed; the sixth digit may send it. */
export function StepUpField({
  stepUp,
  input,
  onComplete,
  autoFocus,
}: {
  stepUp: StepUp;
  input: RefObject<CodeInputHandle | null>;
  onComplete: (code: string) => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('apiKeys');
  if (!stepUp.needed) return null;
  return (
    <StepUpCode
      ref={input}
      value={stepUp.code}
      onChange={stepUp.change}
      onComplete={onComplete}
      error={stepUp.error}
      hint={t('stepUp.hint')}
      autoFocus={autoFocus}
    />
  );
}
