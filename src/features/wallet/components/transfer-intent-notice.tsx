import { useTranslation } from 'react-i18next';
import { IntentNotice, useTargetIntent } from '@/features/intents';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { transferTarget } from '../model/send-transfer';

/**
 * A transfer whose outcome is open (its answer was lost: here, before a reload, in another tab), or
 * that settled while no dialog was open, shown on the transfers list until it is settled and dismissed.
 */
export function TransferIntentNotice({ resourceId, dialogOpen }: { resourceId: string; dialogOpen: boolean }) {
  const { t, i18n } = useTranslation('wallet');
  const { intent, unsettled, checkAgain, forget } = useTargetIntent(transferTarget(resourceId));
  if (!intent || (dialogOpen && !unsettled)) return null;
  const amount = formatMoney(intent.summary.amount ?? 0, intent.summary.currency ?? '', intlLocale(i18n.language));
  return <IntentNotice intent={intent} description={t('send.intent', { amount })} onCheckAgain={checkAgain} onDismiss={forget} />;
}
