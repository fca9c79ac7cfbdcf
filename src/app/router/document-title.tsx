import { useEffect } from 'react';
import { useMatches, type DataRouter } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { brand } from '@/config/env';
import { deepestHandle, type RouteHandle } from './route-handle';

const namespaceOf = (titleKey: string) => (titleKey.includes(':') ? titleKey.split(':')[0] : 'common');

/**
 * Starts loading the texts of the page the app opens on (its title's namespace, which is the page's
 * own) while the router loads the page's code, rather than after it: one round trip less before the
 * first page shows.
 */
export function preloadFirstPageTexts(router: DataRouter, i18n: I18n): Promise<void> {
  const handles = router.state.matches.map((match) => (match.route.handle as RouteHandle | undefined) ?? {});
  const titleKey = handles.reverse().find((handle) => handle.titleKey)?.titleKey;
  return titleKey ? i18n.loadNamespaces(namespaceOf(titleKey)).catch(() => undefined) : Promise.resolve();
}

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
    void i18n.loadNamespaces(namespaceOf(key)).then(() => {
      if (current) document.title = `${i18n.t(key)} · ${brand.name}`;
    });
    return () => {
      current = false;
    };
  }, [key, i18n, i18n.language]);
  return null;
}
