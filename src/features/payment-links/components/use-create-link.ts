import { useState } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import { targetKey, useIntentSettled, useTargetIntent } from '@/features/intents';
import { selectSelectedResourceId } from '@/features/workspace';
import { applyServerErrors } from '@/lib/forms';
import { useAppSelector } from '@/lib/store';
import { createPayload, toPaymentLink, type NewPaymentLink, type PaymentLink } from '../api/payment-links-api';
import { LINK_FIELDS, linkErrorCodes, type CreateLinkValues } from '../model/create-link-form';

/**
 * Creating a link is one intent on the workspace: the payload stored as sent, so a retry after a lost
 * answer (a 5xx, a time-out) re-sends it with its reference and never makes a second link.
 */
export function useCreateLink(form: UseFormReturnType<CreateLinkValues>, t: TFunction<'paymentLinks'>) {
  const resourceId = useAppSelector(selectSelectedResourceId) ?? '';
  const intent = useTargetIntent(targetKey('payment-link-create', resourceId));
  const [created, setCreated] = useState<PaymentLink | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const current = intent.intent;

  useIntentSettled(current, {
    succeeded: (answer) =>
      void toPaymentLink(answer.data).then((link) => {
        setCreated(link);
        intent.forget();
      }),
    failed: (reason) => {
      const leftover = applyServerErrors(form, reason, { fields: LINK_FIELDS, t, codes: linkErrorCodes });
      setMessage(leftover && t(leftover));
      intent.forget();
    },
  });

  const submit = (link: NewPaymentLink) => {
    if (intent.unsettled) return;
    setMessage(null);
    void intent.start({
      request: { action: 'payment-links/create', payload: createPayload(link) },
      summary: { kind: 'payment-link', amount: link.amount, currency: link.currency },
      invalidates: [{ type: 'PaymentLink', id: 'LIST' }],
      discardable: true,
    });
  };

  const reset = () => {
    setCreated(null);
    setMessage(null);
  };

  return { intent, created, message, submit, reset, pending: current?.status === 'pending' };
}
