import { useMantineColorScheme } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguageCode, rememberLanguage } from '@/lib/i18n';
import { selectPreferences } from '@/features/preferences';
import { useAppSelector } from '@/lib/store';

/** Applies the saved theme and interface language as soon as the user (or a change) arrives. */
export function PreferenceEffects() {
  const { theme, language } = useAppSelector(selectPreferences);
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const { i18n } = useTranslation();
  // Mantine's setColorScheme is a new function on every render, and each call stores the scheme, sets
  // <html>'s attribute and adds then removes a "no transitions" stylesheet: two style recalculations of
  // the whole page.
  // Applied when the saved theme changes, and only when it differs from the one shown.
  const shown = useRef({ colorScheme, setColorScheme });
  useLayoutEffect(() => {
    shown.current = { colorScheme, setColorScheme };
  });
  useEffect(() => {
    if (theme !== shown.current.colorScheme) shown.current.setColorScheme(theme);
  }, [theme]);
  useEffect(() => {
    if (isLanguageCode(language) && language !== i18n.language) {
      rememberLanguage(language);
      void i18n.changeLanguage(language);
    }
  }, [language, i18n]);
  return null;
}
