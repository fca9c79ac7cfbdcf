import { screen, waitFor } from '@testing-library/react';
import { renderApp, signInThroughForm, withSandbox } from '../render-app';

withSandbox();

// zod, which checks every answer, is downloaded with the first answer, not with the page. Its own
// file: once loaded, it stays loaded for the rest of the file.
describe('answer checking loaded on demand', () => {
  afterEach(() => vi.doUnmock('@/lib/validation/zod-kit'));

  it('when it cannot be downloaded, sign-in says so and the next try signs in', async () => {
    vi.doMock('@/lib/validation/zod-kit', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { user, store } = await renderApp({ route: '/login' });
    await signInThroughForm(user, 'admin@sandbox.test');
    expect(await screen.findByText('The service could not be reached. Check your connection and try again.')).toBeInTheDocument();
    expect(store.getState().session.status).not.toBe('authenticated');

    vi.doUnmock('@/lib/validation/zod-kit');
    await user.click(screen.getByRole('button', { name: /^sign in$/i }));
    await waitFor(() => expect(store.getState().session.status).toBe('authenticated'), { timeout: 10_000 });
  });
});
