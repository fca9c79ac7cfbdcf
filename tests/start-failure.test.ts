import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bootScript } from '../scripts/boot-script-plugin';

/** Runs the boot script as index.html does, over a page showing the build-time sign-in page. */
function bootPage() {
  document.documentElement.setAttribute('data-sign-in-preview', '');
  document.body.innerHTML = '<div id="root"><div id="sign-in-preview" inert><h2>Sign in</h2></div></div>';
  window.__showStartFailure = undefined;
  (window as { __startFailed?: boolean }).__startFailed = undefined;
  new Function(bootScript(process.cwd()))();
}

describe("when the app's code does not arrive, the page says so instead of showing a form that does nothing", () => {
  afterEach(() => {
    localStorage.clear();
    document.body.innerHTML = '';
    document.documentElement.setAttribute('lang', 'en');
    document.documentElement.setAttribute('dir', 'ltr');
    document.documentElement.removeAttribute('data-sign-in-preview');
  });

  it('a module script that fails to load replaces the sign-in page with the message and a Reload button, focused', async () => {
    bootPage();
    const entry = document.createElement('script');
    entry.type = 'module';
    document.head.append(entry);
    entry.dispatchEvent(new Event('error'));
    entry.remove();
    expect(screen.getByRole('alert')).toHaveTextContent('The dashboard could not load');
    expect(screen.getByRole('alert')).toHaveTextContent('Check your connection, then reload the page.');
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(document.documentElement.hasAttribute('data-sign-in-preview')).toBe(false);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    await userEvent.keyboard('{Enter}');
    expect(reload).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it("a start that fails in the bundle shows it in the reader's language, right to left in Arabic", () => {
    localStorage.setItem('language', 'ar');
    bootPage();
    window.__showStartFailure?.();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('تعذّر تحميل لوحة التحكم');
    expect(screen.getByRole('button', { name: 'إعادة التحميل' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
  });

  it('a failing image or stylesheet is not a failed start', () => {
    bootPage();
    const image = document.createElement('img');
    document.body.append(image);
    image.dispatchEvent(new Event('error'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });
});
