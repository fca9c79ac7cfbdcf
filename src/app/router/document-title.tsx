import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/env';
import { deepestHandle } from './route-handle';

/**
 * Page titles come from route metadata; the key's namespace is loaded before it is read. The page's
 * description (English in index.html, for crawlers) follows the interface language.
 */
export function DocumentTitle() {
  const matches = useMatches();
  const { i18n, t } = useTranslation('common');
  const key = deepestHandle(matches, 'titleKey');
  const description = t('meta.description');
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
  useEffect(() => {
    if (!key) {
      document.title = brand.name;
      return;
    }
    let current = true;
    const namespace = key.includes(':') ? key.split(':')[0] : 'common';
    void i18n.loadNamespaces(namespace).then(() => {
      if (current) document.title = `${i18n.t(key)} · ${brand.name}`;
    });
    return () => {
      current = false;
    };
  }, [key, i18n, i18n.language]);
  return null;
}
