import { setupServer } from 'msw/node';
import { setClockMode } from './clock';
import { setPersistence } from './db/store';
import { setLatency } from './faults';
import { handlers } from './handlers';

setPersistence(false);
setLatency(0);
setClockMode('manual');

/** The sandbox for Vitest: no persistence, no latency, a manual clock (`sandboxControls.advance(ms)`). */
export const server = setupServer(...handlers);
