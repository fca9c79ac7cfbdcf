import { useTranslation } from 'react-i18next';
import { IntentNotice, useTargetIntent } from '@/features/intents';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { payoutRequestTarget } from './use-request-payout';

/**
 * A payout request whose outcome is open (its answer was lost: here, before a reload, in another tab),
 * or that settled while no dialog was open, shown on the payouts list until it is settled and dismissed.
 */
export function RequestIntentNotice({ resourceId, dialogOpen }: { resourceId: string; dialogOpen: boolean }) {
  const { t, i18n } = useTranslation('payouts');
  const { intent, unsettled, checkAgain, forget } = useTargetIntent(payoutRequestTarget(resourceId));
  if (!intent || (dialogOpen && !unsettled)) return null;
  const amount = formatMoney(intent.summary.amount ?? 0, intent.summary.currency ?? '', intlLocale(i18n.language));
  return <IntentNotice intent={intent} description={t('request.intent', { amount })} onCheckAgain={checkAgain} onDismiss={forget} />;
}
