import type { TFunction } from 'i18next';
import type { PlanInterval } from '@/lib/contract/billing';

/** "per month" for one interval, "every 3 months" for more: a plural form alone cannot tell 1 from 21 in every language. */
export const intervalLabel = (t: TFunction<'billing'>, interval: PlanInterval, count: number) =>
  count === 1 ? t(`per.${interval}`) : t(`interval.${interval}`, { count });
