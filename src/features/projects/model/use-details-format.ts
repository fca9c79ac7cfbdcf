import { useTranslation } from 'react-i18next';
import { languageName } from '@/lib/i18n';

/** Readable names for the codes the details call answers with, in the interface language. */
export function useDetailsFormat() {
  const { t, i18n } = useTranslation('projects');

  const language = (code: string | null | undefined) => (code ? (languageName(code, i18n.language) ?? code) : t('details.notSet'));
  // A code without a translation is shown as sent (plain text, never HTML).
  const method = (code: string) => t(`methods.${code}`, { defaultValue: code });
  const checkout = (status: string | null | undefined) => (status ? t(`details.checkoutStatus.${status}`, { defaultValue: status }) : t('details.notSet'));

  return { language, method, checkout };
}
