import { IntentNotice, useTargetIntent } from '@/features/intents';

/**
 * A change on `target` whose answer was lost: shown on its object until settled, across navigation and
 * reloads, with "Check again" (the same stored request) as the only way on. A pending one shows on its button.
 */
export function UnsettledChange({ target, description }: { target: string; description: string }) {
  const { intent, checkAgain, forget } = useTargetIntent(target);
  if (intent?.status !== 'unknown') return null;
  return <IntentNotice intent={intent} description={description} onCheckAgain={checkAgain} onDismiss={forget} />;
}
