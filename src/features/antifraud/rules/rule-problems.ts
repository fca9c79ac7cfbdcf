import type { TFunction } from 'i18next';
import { problemMessageKey } from '@/lib/antifraud-rules/problems';
import type { RuleProblem } from '@/lib/antifraud-rules/types';
import type { Failure } from '@/lib/http';
import type { EditorProblem } from './rule-code-editor';

/** The line and column (from 1) of `offset` in `source`. */
export function lineAndColumn(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

/** Each problem in the user's language, with its place. */
export function translateProblems(t: TFunction<'antifraud'>, problems: readonly RuleProblem[]): EditorProblem[] {
  return problems.map((problem) => ({
    from: problem.from,
    to: problem.to,
    message: t(`ruleErrors.${problemMessageKey(problem)}` as 'ruleErrors.syntax', problem.params) as string,
  }));
}

/** The problems a refusal carries (`invalid-rule`, `meta.problems`), if any. */
export function refusalProblems(refusal: Failure | null): RuleProblem[] {
  const error = refusal?.errors.find((entry) => entry.code === 'invalid-rule');
  const problems = error?.meta?.problems;
  return Array.isArray(problems) ? (problems as RuleProblem[]) : [];
}
