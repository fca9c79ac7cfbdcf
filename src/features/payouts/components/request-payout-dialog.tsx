import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { OutcomeUnknown } from '@/components/feedback/outcome-unknown';
import { PAYOUT_TEXT_MAX } from '@/lib/contract/payouts';
import { currencyExponent, formatMoney } from '@/lib/money';
import { useListPayoutDestinationsQuery, type Payout, type PayoutBalance, type PayoutMethod } from '../api/payouts-api';
import { ApprovalLimitNote, ApprovalNeededNote } from './approval-limit-note';
import { useRequestPayout } from './use-request-payout';

interface Props {
  resourceId: string;
  balances: readonly PayoutBalance[];
  opened: boolean;
  onClose: () => void;
  onDone: (payout: Payout) => void;
}

const methodText = (method: PayoutMethod) => (method.label ? `${method.label} · ${method.masked}` : method.masked);

/**
 * "Request payout": currency, amount (what is available shown, more refused as typed), payout method
 * of that currency (its default preselected), description; then the confirmation with amount and
 * destination. The server asks for a fresh second factor before it takes the request (the step-up window).
 */
export function RequestPayoutDialog({ resourceId, balances, opened, onClose, onDone }: Props) {
  const { t } = useTranslation(['payouts', 'errors']);
  const request = useRequestPayout(resourceId, balances, opened, onDone);
  const { form, step, draft, locale, status } = request;
  const values = form.getValues();
  const methods = useListPayoutDestinationsQuery({ resourceId, currency: values.currency }, { skip: !opened || !values.currency });
  const methodList = methods.currentData ?? [];
  const pending = status === 'pending';
  const unknown = status === 'unknown';
  const [checking, setChecking] = useState(false);
  const balance = request.balanceOf(values.currency);

  useEffect(() => {
    if (opened) request.prepare();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  // The default method of the currency is preselected; a method of another currency is dropped.
  const methodKey = methodList.map((m) => m.id).join();
  useEffect(() => {
    if (!methods.currentData) return;
    if (methodList.some((m) => m.id === form.getValues().payoutMethod)) return;
    form.setFieldValue('payoutMethod', (methodList.find((m) => m.isDefault) ?? methodList[0])?.id ?? '');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [methodKey, methods.currentData]);

  const close = () => !pending && onClose();
  const checkAgain = () => {
    setChecking(true);
    void request.checkAgain().finally(() => setChecking(false));
  };
  const amountText = draft ? formatMoney(draft.amount, draft.currency, locale) : '';
  const destination = methodList.find((m) => m.id === draft?.payoutMethod);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('request.title')}
      closeOnClickOutside={!pending && !unknown}
      withCloseButton={!pending}
      closeButtonProps={{ 'aria-label': t('request.closeDialog') }}
      centered
    >
      {step === 'form' ? (
        <form onSubmit={request.toConfirm} noValidate>
          <Stack gap="md">
            <NativeSelect
              label={t('request.currency')}
              data={balances.map((b) => b.currency)}
              withAsterisk
              data-autofocus
              {...form.getInputProps('currency')}
            />
            {balance && (
              <Text size="sm">
                {t('request.available')}: <bdi>{formatMoney(balance.available, balance.currency, locale)}</bdi>
              </Text>
            )}
            {balance && <ApprovalLimitNote resourceId={resourceId} balance={balance} locale={locale} />}
            <TextInput
              label={t('request.amount', { currency: values.currency })}
              description={currencyExponent(values.currency) === 0 ? t('request.amountHintWhole', { currency: values.currency }) : undefined}
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              withAsterisk
              rightSection={
                <Text size="xs" c="dimmed">
                  {values.currency}
                </Text>
              }
              rightSectionWidth={48}
              {...form.getInputProps('amount')}
            />
            {methods.currentData && methodList.length === 0 ? (
              <Alert color="yellow" variant="light" title={t('request.noMethodsTitle')}>
                {t('request.noMethods', { currency: values.currency })}
              </Alert>
            ) : (
              <NativeSelect
                label={t('request.method')}
                data={[{ value: '', label: t('request.methodPlaceholder') }, ...methodList.map((m) => ({ value: m.id, label: methodText(m) }))]}
                withAsterisk
                disabled={!methods.currentData}
                {...form.getInputProps('payoutMethod')}
              />
            )}
            <Textarea
              label={t('request.description')}
              description={t('request.descriptionHint', { used: values.description.length, max: PAYOUT_TEXT_MAX })}
              rows={2}
              maxLength={PAYOUT_TEXT_MAX}
              {...form.getInputProps('description')}
            />
            <FormError message={request.alert} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('request.cancel')}
              </Button>
              <Button type="submit">{t('request.continue')}</Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="md">
          <Text fw={500}>
            <Trans
              t={t}
              i18nKey="request.question"
              values={{ amount: amountText, destination: destination ? methodText(destination) : t('request.theMethod') }}
              components={{ bdi: <bdi /> }}
            />
          </Text>
          {draft?.description && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('request.description')}: <bdi>{draft.description}</bdi>
            </Text>
          )}
          {draft && <ApprovalNeededNote balance={request.balanceOf(draft.currency)} amount={draft.amount} />}
          {unknown || checking ? (
            <OutcomeUnknown checking={checking} onCheckAgain={checkAgain} />
          ) : (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                request.confirm();
              }}
              noValidate
            >
              <Stack gap="md">
                <FormError message={request.alert} />
                <Group justify="flex-end" gap="sm">
                  <Button variant="default" onClick={() => request.setStep('form')} disabled={pending}>
                    {t('request.back')}
                  </Button>
                  <Button type="submit" loading={pending} disabled={pending}>
                    {t('request.confirm', { amount: amountText })}
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Stack>
      )}
    </Modal>
  );
}
