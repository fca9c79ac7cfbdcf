import { useTranslation } from 'react-i18next';
import { CODE_LENGTH, isSixDigitCode, type CodeInputHandle } from './code-input';

/**
 * The validate rule of a code field (for `useForm`): six digits, else "Enter all 6 digits of the code".
 * `optional`: an empty field passes (a code asked only of users with 2FA on), a started one must be whole.
 */
export function useCodeRule({ optional = false }: { optional?: boolean } = {}) {
  const { t } = useTranslation('errors');
  return (value: string) => ((optional && value === '') || isSixDigitCode(value) ? null : t('codeLength', { length: CODE_LENGTH }));
}

/**
 * True while emptied boxes sit under a message (the server's answer to the last code): a press of the
 * form's button keeps that answer and sends nothing until the user types again (docs/security.md,
 * *Second-factor sign-in page*).
 */
const holdsAnswer = (value: string, error: unknown) => value === '' && Boolean(error);

/**
 * First in a code form's submit handler: while the boxes hold the last answer (`holdsAnswer`), the press
 * sends nothing, keeps that answer and puts the caret in the first box. True when it held.
 */
export function keepsHeldAnswer(event: { preventDefault: () => void } | undefined, code: { value: string; error: unknown }, input: CodeInputHandle | null) {
  if (!holdsAnswer(code.value, code.error)) return false;
  event?.preventDefault();
  input?.focusFirstEmpty();
  return true;
}
