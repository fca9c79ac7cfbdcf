import { sandboxControls } from '../controls';
import { server } from '../node';

/** Starts the MSW node server for a test file and resets the sandbox between tests. */
export function setupSandboxServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    sandboxControls.reset();
    sandboxControls.setLatency(0);
  });
  afterAll(() => server.close());
}
