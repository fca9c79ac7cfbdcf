import { Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_DESCRIPTION_MAX, WEBHOOK_URL_MAX } from '@/lib/contract/developers';
import type { EndpointValues } from '../model/endpoint-form';
import { EventPicker } from './event-picker';

/** URL, description and events: the create page's and the edit dialog's fields. */
export function EndpointFields({ form, live, disabled }: { form: UseFormReturnType<EndpointValues>; live: boolean | null; disabled?: boolean }) {
  const { t } = useTranslation('webhooks');
  const hint = live === null ? t('form.urlHint') : live ? t('form.urlHintLive') : t('form.urlHintSandbox');
  return (
    <>
      <TextInput
        label={t('form.url')}
        description={hint}
        placeholder="https://example.com/webhooks"
        type="url"
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        maxLength={WEBHOOK_URL_MAX}
        withAsterisk
        disabled={disabled}
        {...form.getInputProps('url')}
        data-autofocus
      />
      <Textarea
        label={t('form.description')}
        description={t('form.descriptionHint')}
        rows={2}
        maxLength={WEBHOOK_DESCRIPTION_MAX}
        disabled={disabled}
        {...form.getInputProps('description')}
      />
      <EventPicker
        label={t('form.events')}
        description={t('form.eventsHint')}
        value={form.getValues().events}
        onChange={(events) => form.setFieldValue('events', events)}
        error={form.errors.events}
        disabled={disabled}
      />
    </>
  );
}
