import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/env';
import { deepestHandle } from './route-handle';

/** Page titles come from route metadata. */
export function DocumentTitle() {
  const matches = useMatches();
  const { t, i18n } = useTranslation();
  const key = deepestHandle(matches, 'titleKey');
  useEffect(() => {
    document.title = key ? `${t(key)} · ${brand.name}` : brand.name;
  }, [key, t, i18n.language]);
  return null;
}
