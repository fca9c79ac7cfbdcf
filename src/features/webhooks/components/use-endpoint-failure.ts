import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessageKey } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import { ENDPOINT_CODES } from '../model/endpoint-form';

/** A webhook action's failure in the user's words: the webhooks' refusal codes first, then the common ones. */
export function useEndpointFailure() {
  const { t } = useTranslation(['webhooks', 'errors']);
  return useCallback((error: unknown) => t(failureMessageKey(toFailure(error), ENDPOINT_CODES)), [t]);
}
