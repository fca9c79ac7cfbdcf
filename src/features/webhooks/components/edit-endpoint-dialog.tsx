import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { useFormFailure } from '@/lib/forms';
import { notify, tx } from '@/lib/notify';
import { useUpdateWebhookEndpointMutation, type WebhookEndpoint } from '../api/webhooks-api';
import { ENDPOINT_CODE_FIELDS, ENDPOINT_CODES, ENDPOINT_FIELDS, endpointValidators, toEndpointFields, type EndpointValues } from '../model/endpoint-form';
import { EndpointFields } from './endpoint-fields';

interface Props {
  opened: boolean;
  endpoint: WebhookEndpoint;
  /** The project is live: the URL must be https. Unknown: the server says. */
  live: boolean | null;
  onClose: () => void;
}

/** "Edit": the endpoint's URL, description and events, as the create page has them. */
export function EditEndpointDialog({ opened, endpoint, live, onClose }: Props) {
  const { t } = useTranslation('webhooks');
  const [update] = useUpdateWebhookEndpointMutation();
  const form = useForm<EndpointValues>({
    mode: 'controlled',
    initialValues: { url: endpoint.url, description: endpoint.description ?? '', events: [...endpoint.events] },
    validate: endpointValidators(t, () => live === true),
  });
  const failure = useFormFailure(form, { fields: ENDPOINT_FIELDS, codes: ENDPOINT_CODES, codeFields: ENDPOINT_CODE_FIELDS });

  const close = () => {
    if (form.submitting) return;
    form.reset();
    failure.clear();
    onClose();
  };

  const onSubmit = (event?: React.FormEvent<HTMLFormElement>) =>
    form.onSubmit(async (values) => {
      failure.clear();
      try {
        const saved = await update({ id: endpoint.id, ...toEndpointFields(values) }).unwrap();
        notify({ color: 'teal', title: tx('webhooks:edit.done'), message: saved.url });
        form.resetDirty(values);
        onClose();
      } catch (error) {
        failure.show(error);
      }
    })(event);

  return (
    <FormDialog
      opened={opened}
      title={t('edit.title')}
      intro={t('edit.intro')}
      error={failure.message}
      submitLabel={t('edit.submit')}
      submitting={form.submitting}
      onSubmit={onSubmit}
      onClose={close}
      size="xl"
    >
      <EndpointFields form={form} live={live} disabled={form.submitting} />
    </FormDialog>
  );
}
