import { sandboxControls } from '../controls';
import { server } from '../node';
import { closeLiveSockets } from './harness';

/**
 * Starts the MSW node server for a test file and resets the sandbox between tests. `trustStepUp`: every
 * user is in the step-up window (files about other rules than step-up; `mocks/actions/step-up.test.ts` is about it).
 */
export function setupSandboxServer(options: { trustStepUp?: boolean } = {}) {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  if (options.trustStepUp) beforeEach(() => void sandboxControls.trustStepUp());
  afterEach(() => {
    closeLiveSockets();
    sandboxControls.reset();
    sandboxControls.setLatency(0);
  });
  afterAll(() => server.close());
}
