import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYOUTS_ENDPOINT } from '@/features/payouts';
import { selectSelectedResourceId } from '@/features/workspace';
import { callerOf } from '@/lib/actions';
import { baseApi } from '@/lib/api/base-api';
import { applyServerErrors } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { toPayoutMethod, type PayoutMethod } from '../api/payout-methods-api';
import { createMethodPayload, METHOD_FIELDS, methodErrorCodes, type MethodValues } from '../model/method-form';

/**
 * `payout-methods/create`, called straight through the transport rather than as an RTK Query
 * mutation or an intent: both keep the request they sent (the store's `originalArgs`, the intent's
 * stored request, persisted across reloads), and a card number or CVC must never be kept anywhere.
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
      const answer = await callerOf(dispatch).call({ endpoint: PAYOUTS_ENDPOINT, action: 'payout-methods/create', payload: createMethodPayload(resourceId, values) });
      dispatch(baseApi.util.invalidateTags([{ type: 'PayoutMethod', id: 'LIST' }]));
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
