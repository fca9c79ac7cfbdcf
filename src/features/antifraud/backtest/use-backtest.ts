import { useCallback, useEffect, useRef, useState } from 'react';
import type { BacktestResult } from '@/lib/antifraud-rules/backtest';
import type { RuleProblem } from '@/lib/antifraud-rules/types';
import type { Failure } from '@/lib/http';
import { callerOf, type ActionResult } from '@/lib/actions';
import { useAppDispatch } from '@/lib/store';
import { openBacktestChannel, type BacktestChannel } from './backtest-channel';
import type { DraftSpec, FromWorker } from './backtest-protocol';

/** Rows a page: small enough that reading one (and, in the sandbox, making it) never holds the page's thread long. */
const BACKTEST_PAGE_SIZE = 2000;

type PageMeta = { page?: { total?: number; next?: string | null } } & Record<string, unknown>;

export type BacktestState =
  | { status: 'idle' }
  | { status: 'running' | 'done'; days: number; result: BacktestResult | null; total: number }
  | { status: 'problems'; problems: RuleProblem[] }
  | { status: 'failed'; failure: Failure | null };

/**
 * Runs a draft rule over the last `days` of payments: the pages are read here, one after the other, and
 * replayed in the worker as they arrive, so that the page stays responsive and shows progress. A new run
 * or leaving the page stops the one before (its answers are dropped).
 */
export function useBacktest(resourceId: string) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<BacktestState>({ status: 'idle' });
  const run = useRef(0);
  const channel = useRef<BacktestChannel | null>(null);

  const stop = useCallback(() => {
    run.current += 1;
    channel.current?.close();
    channel.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const start = useCallback(
    async (draft: DraftSpec, days: number) => {
      stop();
      const current = run.current;
      const live = () => run.current === current;
      setState({ status: 'running', days, result: null, total: 0 });
      const onMessage = (message: FromWorker) => {
        if (!live()) return;
        if (message.type === 'progress') setState({ status: 'running', days, result: message.result, total: message.total });
        else if (message.type === 'done') setState({ status: 'done', days, result: message.result, total: message.total });
        else {
          stop();
          setState(message.type === 'problems' ? { status: 'problems', problems: message.problems } : { status: 'failed', failure: null });
        }
      };
      const worker = openBacktestChannel(onMessage);
      channel.current = worker;
      const caller = callerOf(dispatch);
      let after: string | null = null;
      try {
        do {
          // Straight through the action transport, not the query cache: the rows go to the worker and are not kept.
          const answer: ActionResult<unknown[]> = await caller.call<unknown[]>({
            action: 'antifraud/backtestData',
            payload: { resourceId, days, page: { size: BACKTEST_PAGE_SIZE, ...(after && { after }) } },
          });
          if (!live()) return;
          const rows = Array.isArray(answer.data) ? answer.data : [];
          const meta = (answer.meta ?? {}) as PageMeta;
          if (after === null) worker.post({ type: 'start', draft, meta, total: meta.page?.total ?? rows.length });
          worker.post({ type: 'rows', rows });
          after = meta.page?.next ?? null;
        } while (after);
        worker.post({ type: 'end' });
      } catch (failure) {
        if (!live()) return;
        stop();
        setState({ status: 'failed', failure: failure as Failure });
      }
    },
    [dispatch, resourceId, stop],
  );

  return { state, start, cancel: () => (stop(), setState({ status: 'idle' })) };
}
