import { MantineProvider } from '@mantine/core';
import { configureStore } from '@reduxjs/toolkit';
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { Route, Routes, StaticRouter } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
// Build time only: through the feature's index.ts the page would join the app's start chunk (the routes
// import that index), where every other page would download it too.
// eslint-disable-next-line import-x/no-restricted-paths
import { LoginPage } from '@/features/auth/pages/login-page';
import { connectionSlice, sessionSlice } from '@/features/session';
import auth from '@/locales/en/auth.json';
import common from '@/locales/en/common.json';
import errors from '@/locales/en/errors.json';
import { cssVariablesResolver, theme } from '../theme';

export const SIGN_IN_PATH = '/login';

/**
 * The sign-in page as HTML, rendered at build time (scripts/sign-in-preview-plugin.ts) with the
 * app's own components, theme and English texts: index.html shows it on /login until the app has
 * started and renders the same page, so the form paints before any JS has run.
 */
export async function renderSignInPage(): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { auth, common, errors } },
    ns: ['common', 'errors', 'auth'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const store = configureStore({ reducer: { session: sessionSlice.reducer, connection: connectionSlice.reducer } });
  return renderToString(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
          <StaticRouter location={SIGN_IN_PATH}>
            <Routes>
              <Route element={<AuthLayout />}>
                <Route path={SIGN_IN_PATH} element={<LoginPage />} />
              </Route>
            </Routes>
          </StaticRouter>
        </MantineProvider>
      </I18nextProvider>
    </Provider>,
  );
}
