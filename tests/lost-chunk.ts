import { screen, waitFor } from '@testing-library/react';
import { renderApp, signInThroughForm } from './render-app';

/**
 * Signs in while a module loaded on demand cannot be downloaded (offline, or replaced by a new
 * deployment): the user is told, keeps what was typed, and the next try signs in. Once loaded, a module
 * stays loaded for the rest of a test file, so each module gets a file of its own.
 */
export async function expectSignInToRecoverFromLostChunk(moduleId: string) {
  vi.doMock(moduleId, () => {
    throw new TypeError('Failed to fetch dynamically imported module');
  });
  try {
    const { user, store } = await renderApp({ route: '/login' });
    await signInThroughForm(user, 'admin@sandbox.test');
    expect(await screen.findByText('The service could not be reached. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^email/i)).toHaveValue('admin@sandbox.test');
    expect(store.getState().session.status).not.toBe('authenticated');

    vi.doUnmock(moduleId);
    await user.click(screen.getByRole('button', { name: /^sign in$/i }));
    await waitFor(() => expect(store.getState().session.status).toBe('authenticated'), { timeout: 10_000 });
  } finally {
    vi.doUnmock(moduleId);
  }
}
