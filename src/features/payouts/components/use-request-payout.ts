import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { targetKey, useIntentSettled, useTargetIntent } from '@/features/intents';
import { PAYOUT_TEXT_MAX } from '@/lib/contract/payouts';
import { applyServerErrors } from '@/lib/forms';
import { intlLocale } from '@/lib/i18n';
import { formatMoney, parseMoney } from '@/lib/money';
import { notify, tx } from '@/lib/notify';
import { payoutOf, type Payout, type PayoutBalance } from '../api/payouts-api';
import {
  checkPayoutAmount,
  descriptionProblem,
  draftOf,
  REQUEST_FIELDS,
  requestErrorCodes,
  requestPayoutSpec,
  type PayoutDraft,
  type RequestPayoutValues,
} from '../model/request-payout';

export type RequestStep = 'form' | 'confirm';

/** The intent target of a payout request: one open request per organization at a time. */
export const payoutRequestTarget = (resourceId: string) => targetKey('payout-request', resourceId);

/**
 * Requesting a payout: the form (checked as typed, the amount against what is available now), a
 * confirmation stating amount and destination, and one intent per confirmation. A fresh second factor
 * is the server's question (the step-up window), answered in its own dialog, after which the stored
 * request is sent again as it was: the code never enters the intent. An answer that does not come
 * leaves the intent open, shown here and on the list until "Check again" settles it.
 */
export function useRequestPayout(resourceId: string, balances: readonly PayoutBalance[], opened: boolean, onDone: (payout: Payout) => void) {
  const { t, i18n } = useTranslation(['payouts', 'errors']);
  const locale = intlLocale(i18n.language);
  const intent = useTargetIntent(payoutRequestTarget(resourceId));
  const balanceOf = (currency: string) => balances.find((b) => b.currency === currency) ?? null;

  const form = useForm<RequestPayoutValues>({
    mode: 'controlled',
    initialValues: { currency: balances[0]?.currency ?? '', amount: '', payoutMethod: '', description: '' },
    validateInputOnChange: ['amount'],
    validate: {
      currency: (value) => (value ? null : t('request.currencyRequired')),
      amount: (value, values) => {
        const problem = checkPayoutAmount(value, values.currency, balanceOf(values.currency)?.available ?? null, locale);
        return problem ? t(problem.key, problem.values) : null;
      },
      payoutMethod: (value) => (value ? null : t('request.methodRequired')),
      description: (value) => (descriptionProblem(value) ? t('request.descriptionTooLong', { max: PAYOUT_TEXT_MAX }) : null),
    },
  });
  const [step, setStep] = useState<RequestStep>('form');
  const [draft, setDraft] = useState<PayoutDraft | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const current = intent.intent;
  /** What is on screen once sent: what the intent sent, whatever the form says. */
  const confirmed = (current && draftOf(current.request)) ?? draft;

  useIntentSettled(
    current,
    {
      succeeded: (answer, settled) =>
        void payoutOf(answer).then((payout) => {
          notify({
            color: 'teal',
            title: tx('payouts:request.done'),
            message: formatMoney(settled.summary.amount ?? 0, settled.summary.currency ?? '', locale),
          });
          intent.forget();
          onDone(payout);
        }),
      failed: (reason, settled) => {
        intent.forget();
        setDraft(draftOf(settled.request));
        const leftover = applyServerErrors(form, reason, { fields: REQUEST_FIELDS, t, codes: requestErrorCodes });
        setAlert(leftover && t(leftover));
        // A refused field is shown next to it, where it can be changed.
        if (!leftover) setStep('form');
      },
    },
    opened,
  );

  const toConfirm = form.onSubmit((values) => {
    setAlert(null);
    setDraft({
      resourceId,
      currency: values.currency,
      amount: parseMoney(values.amount, values.currency) ?? 0,
      payoutMethod: values.payoutMethod,
      description: values.description.trim(),
    });
    setStep('confirm');
  });

  const confirm = () => {
    if (!draft || intent.unsettled) return;
    setAlert(null);
    void intent.start(requestPayoutSpec(draft));
  };

  /** Each opening starts afresh, unless a request is still open: then it is shown as it stands. */
  const prepare = () => {
    if (intent.unsettled) {
      setStep('confirm');
      return;
    }
    intent.forget();
    form.reset();
    form.setFieldValue('currency', balances[0]?.currency ?? '');
    setDraft(null);
    setAlert(null);
    setStep('form');
  };

  return {
    form,
    step,
    setStep,
    draft: confirmed,
    balanceOf,
    toConfirm,
    alert,
    confirm,
    prepare,
    locale,
    status: intent.status,
    checkAgain: intent.checkAgain,
  };
}
