/**
 * The backtest's side of the worker protocol, free of the worker itself: the worker script runs it on
 * its messages, and where there is no Worker (Vitest's jsdom) the page runs it in a microtask.
 * Rows are checked against the contract here, off the page's thread: a page holds up to 5,000.
 */
import { createBacktest, type BacktestPayment } from '@/lib/antifraud-rules/backtest';
import { compileRule } from '@/lib/antifraud-rules/compile';
import { listLookup } from '@/lib/antifraud-rules/membership';
import type { EngineRule } from '@/lib/antifraud-rules/types';
import { backtestMeta, backtestRowAnswer } from '@/lib/contract/antifraud';
import * as zod from '@/lib/validation/zod-kit';
import type { FromWorker, ToWorker } from './backtest-protocol';

export const DRAFT_ID = 'draft';

const metaSchema = backtestMeta(zod);
const rowsSchema = zod.array(backtestRowAnswer(zod));

export function backtestSession(post: (message: FromWorker) => void) {
  let run: ReturnType<typeof createBacktest> | null = null;
  let total = 0;
  return (message: ToWorker) => {
    if (message.type === 'start') {
      run = null;
      total = message.total;
      const meta = metaSchema.safeParse(message.meta);
      if (!meta.success) return post({ type: 'invalid' });
      const lists = meta.data.lists ?? [];
      const refs = lists.map(({ alias, kind }) => ({ alias, kind }));
      const draft = compileRule(message.draft.source, refs);
      if (!draft.ok) return post({ type: 'problems', problems: draft.problems });
      const inForce: EngineRule[] = [];
      for (const rule of meta.data.rules ?? []) {
        if (rule.mode === 'disabled') continue;
        const compiled = compileRule(rule.source, refs);
        if (compiled.ok) inForce.push({ id: rule.id, action: rule.action, mode: rule.mode, position: rule.position, rule: compiled.rule });
      }
      run = createBacktest(
        inForce,
        { id: DRAFT_ID, action: message.draft.action, position: message.draft.position, replaces: message.draft.replaces, rule: draft.rule },
        listLookup(lists),
      );
      return;
    }
    if (!run) return;
    if (message.type === 'rows') {
      const rows = rowsSchema.safeParse(message.rows);
      if (!rows.success) {
        run = null;
        return post({ type: 'invalid' });
      }
      return post({ type: 'progress', result: run.take(rows.data as BacktestPayment[]), total });
    }
    post({ type: 'done', result: run.result, total });
    run = null;
  };
}
