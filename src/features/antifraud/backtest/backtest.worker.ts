import type { ToWorker } from './backtest-protocol';
import { backtestSession } from './backtest-session';

// The worker's global scope has the shape of its Worker object from the inside: postMessage and onmessage.
const scope = self as unknown as Worker;
const handle = backtestSession((message) => scope.postMessage(message));
scope.onmessage = (event: MessageEvent<ToWorker>) => handle(event.data);
