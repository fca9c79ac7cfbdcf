import { within } from '@testing-library/react';
import { renderSignInPage } from './render-sign-in-page';

describe('the sign-in page rendered at build time (index.html shows it until the app starts)', () => {
  it("is the app's own sign-in page in English, with the theme's variables and nothing that runs", async () => {
    const container = document.createElement('div');
    container.innerHTML = await renderSignInPage();
    document.body.append(container);
    onTestFinished(() => container.remove());
    const page = within(container);
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to Paytide');
    expect(page.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(page.getByText('Use your work email to access your payments dashboard.')).toBeInTheDocument();
    expect(page.getByLabelText(/^Email/)).toHaveAttribute('autocomplete', 'username');
    expect(page.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
    expect(page.getByRole('button', { name: 'Sign in' })).toHaveAttribute('type', 'submit');
    expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(container.querySelector('style[data-mantine-styles]')?.textContent).toContain('--mantine-primary-color-filled');
    expect(container.querySelector('script')).toBeNull();
    // No address for a form submitted before the app takes over: a password must never go into a URL.
    expect(container.querySelector('form')?.getAttribute('action')).toBeNull();
  });
});
