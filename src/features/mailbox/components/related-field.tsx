import { Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { TopicRelatedType } from '@/lib/contract/mailbox-rules';
import type { RelatedPreview } from '../api/related-lookup-api';
import { relatedTypeKey } from '../model/labels';
import type { NewTopicValues } from '../model/new-topic-form';
import { RelatedPreviewCard } from './related-preview';

export type RelatedLookup = { state: 'none' } | { state: 'looking' } | { state: 'found'; preview: RelatedPreview } | { state: 'missing' } | { state: 'failed' };

interface Props {
  form: UseFormReturnType<NewTopicValues>;
  /** The kinds the user may read here. */
  types: readonly TopicRelatedType[];
  lookup: RelatedLookup;
  disabled?: boolean;
}

/** Optionally, the payment, dispute or payout the topic is about: its kind, its ID, and what that ID is here. */
export function RelatedField({ form, types, lookup, disabled }: Props) {
  const { t } = useTranslation('mailbox');
  const { relatedType } = form.getValues();
  const idError = form.errors.relatedId ?? (lookup.state === 'missing' ? t('newTopic.errors.relatedNotFound') : undefined);
  return (
    <Stack gap="xs">
      <Select
        label={t('newTopic.relatedType')}
        description={t('newTopic.relatedHint')}
        data={[{ value: '', label: t('newTopic.relatedNone') }, ...types.map((type) => ({ value: type, label: t(relatedTypeKey(type)) }))]}
        allowDeselect={false}
        disabled={disabled}
        {...form.getInputProps('relatedType')}
        onChange={(value) => {
          form.setFieldValue('relatedType', (value ?? '') as NewTopicValues['relatedType']);
          form.clearFieldError('relatedId');
        }}
      />
      {relatedType && (
        <TextInput
          label={t(`newTopic.relatedId.${relatedType}`)}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          {...form.getInputProps('relatedId')}
          error={idError}
          rightSection={lookup.state === 'looking' ? <Loader size="xs" aria-label={t('newTopic.lookingUp')} /> : undefined}
        />
      )}
      {relatedType && lookup.state === 'found' && <RelatedPreviewCard preview={lookup.preview} />}
      {relatedType && lookup.state === 'failed' && (
        <Text size="sm" c="dimmed" role="status">
          {t('newTopic.lookupFailed')}
        </Text>
      )}
    </Stack>
  );
}
