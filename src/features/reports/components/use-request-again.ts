import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useIntent } from '@/lib/actions';
import { failureMessageKey } from '@/lib/forms';
import { notify } from '@/lib/notify';
import { useRequestReportAgainMutation, type Report } from '../api/reports-api';

/** The codes "Request again" may be refused with → message keys. */
export const requestAgainCodes = {
  forbidden: 'reports:requestAgain.errors.forbidden',
  'report-not-accessible': 'reports:errors.notAccessible',
  'report-available': 'reports:requestAgain.errors.available',
};

/**
 * "Request again" for an expired or failed report: one intent (one requestReference) per report,
 * so a retry after a lost answer is not a second report. Says how it went.
 */
export function useRequestAgain(report: Report, onRequested?: (created: Report) => void) {
  const { t } = useTranslation('reports');
  const [requestAgain] = useRequestReportAgainMutation();
  const run = useCallback((requestReference: string) => requestAgain({ id: report.id, requestReference }).unwrap(), [requestAgain, report.id]);
  const intent = useIntent(run);
  const { state } = intent;
  useEffect(() => {
    if (state.status === 'succeeded') {
      notify({ color: 'teal', title: t('requestAgain.done'), message: t('requestAgain.doneHint') });
      onRequested?.(state.result);
    } else if (state.status === 'failed' || state.status === 'unknown') {
      notify({ color: 'red', title: t('requestAgain.failed'), message: t(failureMessageKey(state.failure, requestAgainCodes)) });
    }
    // Reacts to a settled intent only; the texts and the callback are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  return { pending: state.status === 'pending', submit: () => void intent.submit(report.id) };
}
