import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/lib/i18n';

/** Readable names for the codes the details call answers with, in the interface language. */
export function useDetailsFormat() {
  const { t, i18n } = useTranslation('projects');
  const locale = intlLocale(i18n.language);

  const language = (code: string | null | undefined) => {
    if (!code) return t('details.notSet');
    try {
      return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  // A code without a translation is shown as sent (plain text, never HTML).
  const method = (code: string) => t(`methods.${code}`, { defaultValue: code });
  const checkout = (status: string | null | undefined) =>
    status ? t(`details.checkoutStatus.${status}`, { defaultValue: status }) : t('details.notSet');

  return { language, method, checkout };
}
