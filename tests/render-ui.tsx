import { DirectionProvider, MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { initI18n, type LanguageCode } from '@/lib/i18n';

/** Renders one piece of UI with Mantine and a real i18n instance, for components that need no store or router. */
export async function renderWithProviders(ui: ReactElement, { lng = 'en' }: { lng?: LanguageCode } = {}) {
  const i18n = createInstance();
  await initI18n(lng, i18n);
  const user = userEvent.setup();
  const utils = render(
    <I18nextProvider i18n={i18n}>
      <DirectionProvider>
        <MantineProvider>{ui}</MantineProvider>
      </DirectionProvider>
    </I18nextProvider>,
  );
  return { ...utils, user, i18n };
}
