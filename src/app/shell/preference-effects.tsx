import { useMantineColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguageCode, rememberLanguage } from '@/lib/i18n';
import { selectPreferences } from '@/features/preferences';
import { useAppSelector } from '@/lib/store';

/** Applies the saved theme and interface language as soon as the user (or a change) arrives. */
export function PreferenceEffects() {
  const { theme, language } = useAppSelector(selectPreferences);
  const { setColorScheme } = useMantineColorScheme();
  const { i18n } = useTranslation();
  useEffect(() => setColorScheme(theme), [theme, setColorScheme]);
  useEffect(() => {
    if (isLanguageCode(language) && language !== i18n.language) {
      rememberLanguage(language);
      void i18n.changeLanguage(language);
    }
  }, [language, i18n]);
  return null;
}
