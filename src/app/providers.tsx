import { DirectionProvider, MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { i18n as I18n } from 'i18next';
import { FullPageLoader } from '@/components/feedback/full-page-loader';
import { LazyNotifications } from '@/components/feedback/lazy-notifications';
import { PartBoundary } from '@/components/feedback/part-boundary';
import { ConsentPrompt } from './consent-prompt';
import { ServicesContext } from './services-context';
import type { AppServices } from './services';
import type { AppStore } from './store/make-store';
import { cssVariablesResolver, theme } from './theme';

// The colour scheme is a display preference, not a secret; Mantine keeps it in localStorage.
const colorSchemeManager = localStorageColorSchemeManager({ key: 'color-scheme' });

export function AppProviders({ store, services, i18n, children }: { store: AppStore; services: AppServices; i18n: I18n; children: React.ReactNode }) {
  return (
    <Provider store={store}>
      <ServicesContext.Provider value={services}>
        <I18nextProvider i18n={i18n}>
          <DirectionProvider initialDirection={document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'} detectDirection>
            <MantineProvider
              theme={theme}
              cssVariablesResolver={cssVariablesResolver}
              defaultColorScheme="auto"
              colorSchemeManager={colorSchemeManager}
              env={import.meta.env.MODE === 'test' ? 'test' : 'default'}
            >
              {/* The root boundary: whatever fails below, the page says so and offers Reload instead of going blank. */}
              <PartBoundary place="page">
                <LazyNotifications />
                <Suspense fallback={<FullPageLoader label="" />}>{children}</Suspense>
                <ConsentPrompt />
              </PartBoundary>
            </MantineProvider>
          </DirectionProvider>
        </I18nextProvider>
      </ServicesContext.Provider>
    </Provider>
  );
}
