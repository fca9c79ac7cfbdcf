import { setupServer } from 'msw/node';
import { setPersistence } from './db/store';
import { setLatency } from './faults';
import { handlers } from './handlers';

setPersistence(false);
setLatency(0);

/** The sandbox for Vitest: no persistence, no latency. */
export const server = setupServer(...handlers);
