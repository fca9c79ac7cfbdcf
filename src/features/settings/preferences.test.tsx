import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@mocks/db/store';
import { markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';

withSandbox({ trustStepUp: true });

/** Signs in (release notes already acknowledged) and opens a settings tab. */
async function openSettings(email: string, tab: string) {
  markReleaseNotesSeen(email);
  const app = await renderSignedIn(email, `/settings?tab=${tab}`);
  await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 10_000 });
  return app;
}

const preferences = (app: Awaited<ReturnType<typeof openSettings>>) => app.store.getState().session.user?.preferences;

describe('preferences', () => {
  it('saves a new time zone and the store (so every date) follows at once', async () => {
    const app = await openSettings('admin@sandbox.test', 'preferences');
    const input = await screen.findByRole('combobox', { name: 'Time zone' });
    await app.user.click(input);
    await app.user.clear(input);
    await app.user.type(input, 'Riga');
    await app.user.click(await screen.findByRole('option', { name: /^Europe\/Riga \(UTC\+0[23]:00\)$/ }));

    await waitFor(() => expect(preferences(app)?.timezone).toBe('Europe/Riga'));
    expect(db.users.get('usr_admin')?.preferences.timezone).toBe('Europe/Riga');
    expect(await screen.findByText('Your changes are saved.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect((screen.getByRole('combobox', { name: 'Time zone' }) as HTMLInputElement).value).toMatch(/^Europe\/Riga/);
  });

  it('applies and saves the theme', async () => {
    const app = await openSettings('admin@sandbox.test', 'preferences');
    const themes = await screen.findByRole('radiogroup', { name: 'Theme' });
    await app.user.click(within(themes).getByRole('radio', { name: 'Dark' }));

    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await waitFor(() => expect(preferences(app)?.theme).toBe('dark'));
    expect(db.users.get('usr_admin')?.preferences.theme).toBe('dark');
    expect(within(themes).getByRole('radio', { name: 'Dark' })).toBeChecked();
  });

  it('saves the layout and the date format', async () => {
    const app = await openSettings('admin@sandbox.test', 'preferences');
    await app.user.click(within(await screen.findByRole('radiogroup', { name: 'Page width' })).getByRole('radio', { name: 'Fluid' }));
    await waitFor(() => expect(preferences(app)?.layoutType).toBe('fluid'));

    await app.user.click(screen.getByRole('combobox', { name: 'Date format' }));
    await app.user.click(await screen.findByRole('option', { name: /\(yyyy-MM-dd\)$/ }));
    await waitFor(() => expect(preferences(app)?.dateFormat).toBe('yyyy-MM-dd'));
    expect(screen.getByText(/^Now: \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeInTheDocument();
  });

  it('switches the interface language at once and remembers it', async () => {
    const app = await openSettings('admin@sandbox.test', 'preferences');
    await app.user.click(await screen.findByRole('combobox', { name: 'Language' }));
    await app.user.click(await screen.findByRole('option', { name: 'Français' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Langue' })).toBeInTheDocument();
    await waitFor(() => expect(preferences(app)?.language).toBe('fr'));
    expect(localStorage.getItem('language')).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('turns the page right-to-left for Arabic', async () => {
    const app = await openSettings('admin@sandbox.test', 'preferences');
    await app.user.click(await screen.findByRole('combobox', { name: 'Language' }));
    await app.user.click(await screen.findByRole('option', { name: 'العربية' }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    await waitFor(() => expect(preferences(app)?.language).toBe('ar'));
  });
});
