import type { FromWorker, ToWorker } from './backtest-protocol';
import { backtestSession } from './backtest-session';

export interface BacktestChannel {
  post: (message: ToWorker) => void;
  close: () => void;
}

/**
 * The backtest's worker, or, where there is none (Vitest's jsdom), the same session on the page's thread,
 * answering in a microtask with a copy, as a worker would answer later (its result is never shared).
 */
export function openBacktestChannel(onMessage: (message: FromWorker) => void): BacktestChannel {
  if (typeof Worker !== 'undefined') {
    const worker = new Worker(new URL('./backtest.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<FromWorker>) => onMessage(event.data);
    return { post: (message) => worker.postMessage(message), close: () => worker.terminate() };
  }
  let open = true;
  const handle = backtestSession((message) => queueMicrotask(() => open && onMessage(structuredClone(message))));
  return {
    post: (message) => handle(message),
    close: () => {
      open = false;
    },
  };
}
