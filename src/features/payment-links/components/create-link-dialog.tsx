import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialogs/dialog-frame';
import { DialogForm } from '@/components/dialogs/form-dialog';
import { IntentNotice } from '@/features/intents';
import { useTimeZone } from '@/features/preferences';
import { intlLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import type { LinkProject } from '../api/payment-links-api';
import { emptyLink, linkValidators, toNewLink, type CreateLinkValues } from '../model/create-link-form';
import { CreateLinkFields } from './create-link-fields';
import { LinkSharePanel } from './link-share-panel';
import { useCreateLink } from './use-create-link';

interface Props {
  opened: boolean;
  projects: readonly LinkProject[];
  onClose: () => void;
}

/** "Create payment link": the form, then the new link to copy or share as a QR code. */
export function CreateLinkDialog({ opened, projects, onClose }: Props) {
  const { t, i18n } = useTranslation('paymentLinks');
  const timeZone = useTimeZone();
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

  const creation = useCreateLink(form, t);
  const { created, message, pending } = creation;
  const open = creation.intent.unsettled && !pending ? creation.intent.intent : undefined;

  const close = () => {
    if (pending) return;
    form.reset();
    creation.reset();
    onClose();
  };

  return (
    <Dialog opened={opened} onClose={close} title={created ? t('share.createdTitle') : t('create.title')} size="lg">
      {created ? (
        <Stack gap="md">
          <LinkSharePanel link={created} />
          <Group justify="flex-end">
            <Button onClick={close}>{t('share.done')}</Button>
          </Group>
        </Stack>
      ) : open ? (
        // A creation whose answer was lost: it may exist already, so check before making another.
        <IntentNotice
          intent={open}
          description={t('create.intent', { amount: formatMoney(open.summary.amount ?? 0, open.summary.currency ?? 'EUR', intlLocale(i18n.language)) })}
          onCheckAgain={creation.intent.checkAgain}
          onDismiss={creation.intent.forget}
        />
      ) : (
        <DialogForm
          error={message}
          submitLabel={t('create.submit')}
          submitting={pending}
          onSubmit={(event) => form.onSubmit((values) => creation.submit(toNewLink(values, timeZone)))(event)}
          onCancel={close}
        >
          <CreateLinkFields form={form} projects={projects} timeZone={timeZone} />
        </DialogForm>
      )}
    </Dialog>
  );
}
