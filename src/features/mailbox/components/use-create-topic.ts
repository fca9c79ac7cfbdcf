import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { leavesOutcomeOpen } from '@/features/intents';
import { useFormFailure } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import { useCreateMailboxTopicMutation, type NewTopic } from '../api/topics-api';
import type { TopicSummary } from '../mailbox-slice';
import { TOPIC_FIELDS, topicCodeFields, topicErrorCodes, type NewTopicValues } from '../model/new-topic-form';
import { useRequestReference } from '../thread/use-request-reference';

/**
 * Sending a new topic: one request reference per topic as sent. Sending again after an answer that
 * never came (a time-out, a 5xx) re-sends it with the same reference, so the server makes one topic;
 * a refusal, or a changed topic, gets a new one. Refusals go to their fields, the rest above the
 * form; what was typed stays.
 */
export function useCreateTopic(form: UseFormReturnType<NewTopicValues>, resourceId: string, onCreated: (topic: TopicSummary) => void) {
  const { t } = useTranslation('mailbox');
  const [create, { isLoading }] = useCreateMailboxTopicMutation();
  const failure = useFormFailure(form, { fields: TOPIC_FIELDS, codes: topicErrorCodes, codeFields: topicCodeFields });
  const [unknown, setUnknown] = useState(false);
  const reference = useRequestReference();

  const submit = async (topic: NewTopic) => {
    const requestReference = reference.take(JSON.stringify([resourceId, topic]));
    failure.clear();
    setUnknown(false);
    try {
      const created = await create({ ...topic, resourceId, requestReference }).unwrap();
      reference.settled();
      onCreated(created);
    } catch (error) {
      if (leavesOutcomeOpen(toFailure(error))) {
        setUnknown(true);
        return;
      }
      reference.settled();
      failure.show(error);
    }
  };

  return { submit, sending: isLoading, message: unknown ? t('newTopic.errors.outcomeUnknown') : failure.message };
}
