import { useTranslation } from 'react-i18next';
import { languageName, ltrIn } from '@/lib/i18n';

/**
 * A checkout language as the screens name it: its name in the interface language and its tag
 * ('German (de)'), the tag alone when the browser does not know it; the tag reads left to right.
 */
export function useLanguageLabel() {
  const { t, i18n } = useTranslation('projectSettings');
  const ltr = ltrIn(i18n.language);
  return (tag: string) => {
    const name = languageName(tag, i18n.language);
    return name ? t('languages.label', { name, tag: ltr(tag) }) : ltr(tag);
  };
}
