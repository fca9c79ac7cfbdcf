import { Select } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { useFormFailure } from '@/lib/forms';
import { notify, tx } from '@/lib/notify';
import { useSendWebhookTestEventMutation, type WebhookDelivery, type WebhookEndpoint } from '../api/webhooks-api';
import { ENDPOINT_CODES } from '../model/endpoint-form';
import { groupedEventTypes } from '../model/event-types';
import { useEventLabel } from '../model/labels';

interface Props {
  opened: boolean;
  endpoint: WebhookEndpoint;
  onClose: () => void;
  onSent: (delivery: WebhookDelivery) => void;
}

/** "Send test event": a sample event of any type, delivered like a real one (marked as a test). */
export function TestEventDialog({ opened, endpoint, onClose, onSent }: Props) {
  const { t } = useTranslation('webhooks');
  const eventLabel = useEventLabel();
  const [send] = useSendWebhookTestEventMutation();
  const first = endpoint.events[0] ?? groupedEventTypes[0].types[0];
  const form = useForm<{ eventType: string }>({
    mode: 'controlled',
    initialValues: { eventType: first },
    validate: { eventType: (value) => (value ? null : t('test.typeRequired')) },
  });
  const failure = useFormFailure(form, { fields: ['eventType'], codes: ENDPOINT_CODES });
  const data = groupedEventTypes.map(({ group, types }) => ({
    group: t(`eventGroups.${group}`),
    items: types.map((type) => ({ value: type, label: `${eventLabel(type)} (${type})` })),
  }));

  const close = () => {
    if (form.submitting) return;
    failure.clear();
    onClose();
  };

  const onSubmit = (event?: React.FormEvent<HTMLFormElement>) =>
    form.onSubmit(async ({ eventType }) => {
      failure.clear();
      try {
        const delivery = await send({ id: endpoint.id, eventType }).unwrap();
        notify({ color: 'teal', title: tx('webhooks:test.done'), message: eventType });
        onSent(delivery);
      } catch (error) {
        failure.show(error);
      }
    })(event);

  return (
    <FormDialog
      opened={opened}
      title={t('test.title')}
      intro={t('test.intro')}
      error={failure.message}
      submitLabel={t('test.submit')}
      submitting={form.submitting}
      onSubmit={onSubmit}
      onClose={close}
    >
      <Select
        label={t('test.type')}
        data={data}
        searchable
        allowDeselect={false}
        withAsterisk
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('eventType')}
      />
    </FormDialog>
  );
}
