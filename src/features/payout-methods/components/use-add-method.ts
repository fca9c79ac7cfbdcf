import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYOUTS_ENDPOINT } from '@/features/payouts';
import { selectSelectedResourceId } from '@/features/workspace';
import { callerOf } from '@/lib/actions';
import { applyServerErrors } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { payoutMethodsApi, toPayoutMethod, type PayoutMethod } from '../api/payout-methods-api';
import { createMethodPayload, METHOD_FIELDS, methodErrorCodes, type MethodValues } from '../model/method-form';

/**
 * `payout-methods/create`, called straight through the transport rather than as an intent or an RTK
 * Query mutation: an intent stores its exact request (in the store and the tab's sessionStorage, to
 * survive a reload) and a mutation dispatches its argument in its pending action (every middleware
 * and the developer tools' action log see it); a card number or CVC must never be kept anywhere.
 * It moves no money: a lost answer at worst leaves a method the list then shows.
 */
export function useAddMethod(form: UseFormReturnType<MethodValues>) {
  const { t } = useTranslation('payoutMethods');
  const dispatch = useAppDispatch();
  const resourceId = useAppSelector(selectSelectedResourceId) ?? '';
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (values: MethodValues): Promise<PayoutMethod | null> => {
    setPending(true);
    setMessage(null);
    try {
      const answer = await callerOf(dispatch).call({
        endpoint: PAYOUTS_ENDPOINT,
        action: 'payout-methods/create',
        payload: createMethodPayload(resourceId, values),
      });
      dispatch(payoutMethodsApi.util.invalidateTags([{ type: 'PayoutMethod', id: 'LIST' }]));
      return await toPayoutMethod(answer.data);
    } catch (error) {
      const leftover = applyServerErrors(form, toFailure(error), { fields: METHOD_FIELDS, t, codes: methodErrorCodes });
      setMessage(leftover && t(leftover));
      return null;
    } finally {
      setPending(false);
    }
  };

  return { submit, pending, message, clearMessage: () => setMessage(null) };
}
