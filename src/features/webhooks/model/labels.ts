import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { eventKey, isKnownEventType } from './event-types';

/** An event type in words ("Refund succeeded"); a type the vocabulary lacks reads as its code. */
export function useEventLabel() {
  const { t } = useTranslation('webhooks');
  return useCallback((type: string) => (isKnownEventType(type) ? t(eventKey(type)) : type), [t]);
}
