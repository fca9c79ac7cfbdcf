import { targetKey, useIntentSettled, useTargetIntent } from '@/features/intents';
import { failureMessageKey } from '@/lib/forms';
import { notify, tx } from '@/lib/notify';
import { readRequestedReport, type Report } from '../api/reports-api';

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
  const intent = useTargetIntent(targetKey('report', report.id));
  useIntentSettled(intent.intent, {
    succeeded: (answer) => {
      notify({ color: 'teal', title: tx('reports:requestAgain.done'), message: tx('reports:requestAgain.doneHint') });
      intent.forget();
      void readRequestedReport('reports/requestAgain', answer).then((created) => onRequested?.(created));
    },
    failed: (reason) => {
      notify({ color: 'red', title: tx('reports:requestAgain.failed'), message: tx(failureMessageKey(reason, requestAgainCodes)) });
      intent.forget();
    },
  });

  const submit = () => {
    if (intent.unsettled) return;
    void intent.start({
      request: { action: 'reports/requestAgain', id: report.id },
      summary: { kind: 'report-again' },
      invalidates: [
        { type: 'Report', id: report.id },
        { type: 'Report', id: 'LIST' },
      ],
      discardable: true,
    });
  };

  return { pending: intent.status === 'pending', open: intent.unsettled ? intent.intent : undefined, checkAgain: intent.checkAgain, submit };
}
