import type { BacktestResult } from '@/lib/antifraud-rules/backtest';
import type { RuleProblem } from '@/lib/antifraud-rules/types';

/** The draft under test, as typed: the worker compiles it against the lists of the first page. */
export interface DraftSpec {
  source: string;
  action: 'allow' | 'block' | 'review' | 'request-3ds';
  position?: number;
  /** The id of the rule being edited: it is left out of the rules in force. */
  replaces?: string;
}

/** Page → worker. `first` carries the first page's `meta` (lists and rules); rows arrive as the server sent them. */
export type ToWorker = { type: 'start'; draft: DraftSpec; meta: unknown; total: number } | { type: 'rows'; rows: unknown[] } | { type: 'end' };

/** Worker → page: progress after each page, the end, or why it cannot run. */
export type FromWorker =
  | { type: 'progress'; result: BacktestResult; total: number }
  | { type: 'done'; result: BacktestResult; total: number }
  | { type: 'problems'; problems: RuleProblem[] }
  | { type: 'invalid' };
