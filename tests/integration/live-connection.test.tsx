import { act, screen, waitFor } from '@testing-library/react';
import { sandboxControls } from '@mocks/controls';
import { currentPath, renderSignedIn, withSandbox } from '../render-app';

withSandbox({ trustStepUp: true });

describe('live connection in the shell', () => {
  it('a dropped socket shows "Reconnecting...", reconnects, and the new subscription reloads the resources', async () => {
    const app = await renderSignedIn('admin@sandbox.test', '/transactions');
    await waitFor(() => expect(app.store.getState().resources.status).toBe('loaded'));
    const call = vi.spyOn(app.services.actions, 'call');
    const states: string[] = [];
    const unsubscribe = app.store.subscribe(() => states.push(app.store.getState().connection.state));
    sandboxControls.disconnectSockets();
    await waitFor(() => expect(states).toContain('connecting'));
    await waitFor(() => expect(app.store.getState().connection.state).toBe('connected'), { timeout: 5000 });
    await waitFor(() => expect(call).toHaveBeenCalledWith(expect.objectContaining({ action: 'identities/listMyResources' })));
    expect(screen.queryByText('Reconnecting...')).not.toBeInTheDocument();
    unsubscribe();
  });

  it('shows "Reconnecting..." while the connection is connecting', async () => {
    const app = await renderSignedIn('admin@sandbox.test', '/transactions');
    await waitFor(() => expect(app.store.getState().connection.state).toBe('connected'));
    app.store.dispatch({ type: 'connection/connectionChanged', payload: 'connecting' });
    expect(await screen.findByText('Reconnecting...')).toBeInTheDocument();
  });

  it('a network failure of channel authorization only warns', async () => {
    const app = await renderSignedIn('admin@sandbox.test', '/transactions');
    await waitFor(() => expect(app.store.getState().connection.state).toBe('connected'));
    sandboxControls.failChannelAuthorization('network');
    sandboxControls.disconnectSockets();
    expect((await screen.findAllByText(/live connection could not be authorised/i)).length).toBeGreaterThan(0);
    expect(app.store.getState().session.status).toBe('authenticated');
  });

  it('a refused channel authorization ends the sign-in', async () => {
    const app = await renderSignedIn('admin@sandbox.test', '/transactions');
    await waitFor(() => expect(app.store.getState().connection.state).toBe('connected'));
    sandboxControls.failChannelAuthorization('forbidden');
    sandboxControls.disconnectSockets();
    await waitFor(() => expect(app.store.getState().session.status).toBe('anonymous'), { timeout: 5000 });
    await waitFor(() => expect(currentPath(app.router)).toBe('/login?redirect=%2Ftransactions'));
  });

  it('a lost push event ends in a clear, retryable time-out instead of hanging', async () => {
    const app = await renderSignedIn('admin@sandbox.test', '/transactions');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      sandboxControls.dropNextPush();
      const pending = app.services.actions.call({ action: 'users/me' });
      const outcome = expect(pending).rejects.toMatchObject({ code: 'timeout', retryable: true });
      await act(() => vi.advanceTimersByTimeAsync(31_000));
      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });
});
