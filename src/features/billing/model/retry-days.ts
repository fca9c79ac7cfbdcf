import { MAX_REMINDERS, MAX_RETRY_DAY } from '@/lib/contract/billing';

export type RetryDaysProblem = 'empty' | 'range' | 'order' | 'count';

/** What is wrong with a schedule typed as whole days after the failure, or null: the contract's rules, said before sending. */
export function retryDaysProblem(days: readonly (number | '')[]): RetryDaysProblem | null {
  if (days.length === 0) return 'empty';
  if (days.length > MAX_REMINDERS) return 'count';
  if (days.some((day) => day === '' || !Number.isInteger(day) || day < 1 || day > MAX_RETRY_DAY)) return 'range';
  if (days.some((day, i) => i > 0 && (day as number) <= (days[i - 1] as number))) return 'order';
  return null;
}
