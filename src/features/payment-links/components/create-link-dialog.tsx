import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { useTimeZone } from '@/features/preferences';
import { applyServerErrors } from '@/lib/forms';
import { intlLocale } from '@/lib/i18n';
import { toFailure } from '@/lib/http';
import { useCreatePaymentLinkMutation, type LinkProject, type PaymentLink } from '../api/payment-links-api';
import { emptyLink, LINK_FIELDS, linkErrorCodes, linkValidators, toNewLink, type CreateLinkValues } from '../model/create-link-form';
import { CreateLinkFields } from './create-link-fields';
import { LinkSharePanel } from './link-share-panel';

interface Props {
  opened: boolean;
  projects: readonly LinkProject[];
  onClose: () => void;
}

/** "Create payment link": the form, then the new link to copy or share as a QR code. */
export function CreateLinkDialog({ opened, projects, onClose }: Props) {
  const { t, i18n } = useTranslation('paymentLinks');
  const timeZone = useTimeZone();
  const [create, { isLoading }] = useCreatePaymentLinkMutation();
  const [created, setCreated] = useState<PaymentLink | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  // One reference per intent: a retry of the same content after a lost answer is not a second link.
  const intent = useRef<{ content: string; reference: string } | null>(null);
  const onlyProject = projects.length === 1 && !projects[0].serverToServer ? projects[0].id : '';
  const form = useForm<CreateLinkValues>({
    mode: 'controlled',
    initialValues: { ...emptyLink(), project: onlyProject },
    validate: linkValidators(t, projects, timeZone, intlLocale(i18n.language)),
    validateInputOnBlur: true,
    onValuesChange: (values, previous) => {
      if (values.currency !== previous.currency && values.amount) form.validateField('amount');
      if (!values.expiresAt && values.reminderDays) form.setFieldValue('reminderDays', '');
    },
  });

  const close = () => {
    if (isLoading) return;
    form.reset();
    setCreated(null);
    setMessage(null);
    intent.current = null;
    onClose();
  };

  const submit = async (values: CreateLinkValues) => {
    setMessage(null);
    const link = toNewLink(values, timeZone);
    const content = JSON.stringify(link);
    if (intent.current?.content !== content) intent.current = { content, reference: crypto.randomUUID() };
    try {
      setCreated(await create({ ...link, requestReference: intent.current.reference }).unwrap());
      intent.current = null;
    } catch (error) {
      const failure = toFailure(error);
      if (!failure.retryable) intent.current = null;
      const leftover = applyServerErrors(form, failure, { fields: LINK_FIELDS, t, codes: linkErrorCodes });
      setMessage(leftover && t(leftover));
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={created ? t('share.createdTitle') : t('create.title')} centered size="lg">
      {created ? (
        <Stack gap="md">
          <LinkSharePanel link={created} />
          <Group justify="flex-end">
            <Button onClick={close}>{t('share.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(event) => form.onSubmit((values) => void submit(values))(event)} noValidate>
          <Stack gap="md">
            <FormError message={message} />
            <CreateLinkFields form={form} projects={projects} timeZone={timeZone} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={isLoading}>
                {t('common:cancel')}
              </Button>
              <Button type="submit" loading={isLoading}>
                {t('create.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
