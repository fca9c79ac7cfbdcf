import { useAppSelector } from '@/lib/store';
import { selectWarningRemainingMs } from './session-slice';

/** What is left before the inactivity logout while the warning shows (null otherwise); the clock runs in a listener. */
export const useSessionLifetime = () => useAppSelector(selectWarningRemainingMs);
