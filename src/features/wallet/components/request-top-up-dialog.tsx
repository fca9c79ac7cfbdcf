import { NativeSelect } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '@/components/dialogs/amount-field';
import { Dialog } from '@/components/dialogs/dialog-frame';
import { DialogForm } from '@/components/dialogs/form-dialog';
import { applyServerErrors } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import { intlLocale } from '@/lib/i18n';
import { checkMoneyText, parseMoney } from '@/lib/money';
import { useCreateTopUpMutation, type TopUp } from '../api/wallet-api';

interface Props {
  resourceId: string;
  currencies: readonly string[];
  opened: boolean;
  onClose: () => void;
  onDone: (topUp: TopUp) => void;
}

/** "Request a top-up": currency and amount; the answer is the bank details and the reference to quote. */
export function RequestTopUpDialog({ resourceId, currencies, opened, onClose, onDone }: Props) {
  const { t, i18n } = useTranslation(['wallet', 'errors']);
  const locale = intlLocale(i18n.language);
  const [create, state] = useCreateTopUpMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { currency: currencies[0] ?? 'EUR', amount: '' },
    validateInputOnChange: ['amount'],
    validate: {
      amount: (value: string, values: { currency: string }) => {
        const problem = checkMoneyText(value, values.currency, locale);
        return problem ? t(problem.key, problem.values) : null;
      },
    },
  });

  useEffect(() => {
    if (!opened) return;
    form.reset();
    setAlert(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    try {
      onDone(await create({ resourceId, currency: values.currency, amount: parseMoney(values.amount, values.currency) ?? 0 }).unwrap());
    } catch (error) {
      const leftover = applyServerErrors(form, toFailure(error), { fields: ['currency', 'amount'], t, codes: { forbidden: 'wallet:errors.forbidden' } });
      setAlert(leftover && t(leftover));
    }
  });

  return (
    <Dialog opened={opened} onClose={onClose} title={t('topUp.title')} closeLabel={t('send.closeDialog')}>
      <DialogForm
        error={alert}
        cancelLabel={t('send.cancel')}
        submitLabel={t('topUp.submit')}
        submitting={state.isLoading}
        onSubmit={submit}
        onCancel={onClose}
      >
        <NativeSelect label={t('topUp.currency')} data={[...currencies]} withAsterisk data-autofocus {...form.getInputProps('currency')} />
        <AmountField
          label={t('topUp.amount', { currency: form.getValues().currency })}
          description={t('topUp.amountHint')}
          currency={form.getValues().currency}
          withAsterisk
          {...form.getInputProps('amount')}
        />
      </DialogForm>
    </Dialog>
  );
}
