import { Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DESCRIPTION_MAX, paymentLinkCurrencies, reminderDayOptions } from '@/lib/contract/payment-links';
import { currencyExponent } from '@/lib/money';
import type { LinkProject } from '../api/payment-links-api';
import type { CreateLinkValues } from '../model/create-link-form';

interface Props {
  form: UseFormReturnType<CreateLinkValues>;
  projects: readonly LinkProject[];
  timeZone: string;
}

/** The create form's fields: project, amount and currency, description, expiry and reminder. */
export function CreateLinkFields({ form, projects, timeZone }: Props) {
  const { t } = useTranslation('paymentLinks');
  const values = form.getValues();
  const exponent = currencyExponent(values.currency);
  const serverToServer = projects.filter((p) => p.serverToServer);
  const projectOptions = [
    { value: '', label: t('create.projectPlaceholder') },
    ...projects.map((p) => ({
      value: p.id,
      label: p.serverToServer ? t('create.projectServerToServer', { name: p.name }) : p.name,
      disabled: p.serverToServer,
    })),
  ];
  const reminderOptions = [
    { value: '', label: t('create.noReminder') },
    ...reminderDayOptions.map((days) => ({ value: String(days), label: t(`create.reminder${days}`) })),
  ];

  return (
    <Stack gap="md">
      <NativeSelect
        label={t('create.project')}
        data={projectOptions}
        withAsterisk
        description={serverToServer.length > 0 ? t('create.serverToServerHint', { names: serverToServer.map((p) => p.name).join(', ') }) : undefined}
        {...form.getInputProps('project')}
        data-autofocus
      />
      <Group align="flex-start" gap="sm" grow>
        <TextInput
          label={t('create.amount')}
          description={
            exponent === 0
              ? t('create.amountHintWhole', { currency: values.currency })
              : t('create.amountHint', { currency: values.currency, decimals: exponent })
          }
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          withAsterisk
          {...form.getInputProps('amount')}
        />
        <NativeSelect label={t('create.currency')} data={[...paymentLinkCurrencies]} withAsterisk {...form.getInputProps('currency')} />
      </Group>
      <Textarea
        label={t('create.description')}
        description={t('create.descriptionHint', { count: values.description.trim().length, max: DESCRIPTION_MAX })}
        rows={2}
        {...form.getInputProps('description')}
      />
      <TextInput
        type="datetime-local"
        label={t('create.expiresAt')}
        description={t('create.expiresAtHint', { zone: timeZone })}
        dir="ltr"
        {...form.getInputProps('expiresAt')}
      />
      <NativeSelect
        label={t('create.reminder')}
        description={values.expiresAt ? t('create.reminderHint') : t('create.reminderNeedsExpiryHint')}
        data={reminderOptions}
        disabled={!values.expiresAt}
        {...form.getInputProps('reminderDays')}
      />
    </Stack>
  );
}
