import { screen } from '@testing-library/react';
import { currentPath, renderRestored, withSandbox } from '../render-app';

withSandbox();

describe('renderRestored', () => {
  it('opens a guarded page for a session restored from its cookie, without the login form', async () => {
    const { router } = await renderRestored('admin@sandbox.test', '/settings?tab=profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/settings?tab=profile');
    expect(screen.queryByLabelText(/^password/i)).not.toBeInTheDocument();
  });
});
