import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/dialogs/form-dialog';
import type { PayoutMethodKind } from '@/lib/contract/payouts';
import type { PayoutMethod } from '../api/payout-methods-api';
import { BANK_FIELDS, CARD_FIELDS, emptyMethod, looksComplete, methodValidators, type MethodValues } from '../model/method-form';
import { MethodFields } from './method-fields';
import { useAddMethod } from './use-add-method';

interface Props {
  opened: boolean;
  onClose: () => void;
  onAdded: (method: PayoutMethod) => void;
}

/**
 * "Add payout method": a bank account or a card, each field checked as it is typed with the
 * payment-instrument rules. What was typed lives in this form only and is cleared on close.
 */
export function AddMethodDialog({ opened, onClose, onAdded }: Props) {
  // The payment-instrument messages live in their own namespace: loaded with the dialog's.
  const { t } = useTranslation(['payoutMethods', 'paymentInstruments']);
  const kindLabelId = useId();
  // Fields the user has left once: from then on they are checked at every key press.
  const left = useRef(new Set<string>());
  const form = useForm<MethodValues>({
    mode: 'controlled',
    initialValues: emptyMethod(),
    validate: methodValidators(t),
    onValuesChange: (values, previous) => {
      for (const name of Object.keys(values) as (keyof MethodValues)[]) {
        if (name === 'kind' || values[name] === previous[name]) continue;
        if (left.current.has(name) || looksComplete(name, values[name], values)) form.validateField(name);
      }
      // The CVC's length follows the card number's brand.
      if (values.cardNumber !== previous.cardNumber && values.cvc && left.current.has('cvc')) form.validateField('cvc');
    },
  });
  const adding = useAddMethod(form);

  const clear = () => {
    left.current.clear();
    form.reset();
    adding.clearMessage();
  };
  const close = () => {
    if (adding.pending) return;
    clear();
    onClose();
  };
  const chooseKind = (kind: PayoutMethodKind) => {
    // Nothing typed for the other kind is kept, card details least of all.
    const other = kind === 'card' ? BANK_FIELDS : CARD_FIELDS;
    form.setValues({ kind, ...Object.fromEntries(other.map((name) => [name, ''])) });
    form.clearErrors();
    for (const name of other) left.current.delete(name);
  };
  const field = (name: keyof MethodValues) => {
    const props = form.getInputProps(name);
    return {
      ...props,
      onBlur: () => {
        left.current.add(name);
        form.validateField(name);
      },
    };
  };
  const submit = async (values: MethodValues) => {
    const method = await adding.submit(values);
    if (!method) return;
    clear();
    onAdded(method);
  };

  const { kind } = form.getValues();
  return (
    <FormDialog
      opened={opened}
      title={t('add.title')}
      size="lg"
      error={adding.message}
      submitLabel={t('add.submit')}
      submitting={adding.pending}
      onSubmit={(event) => form.onSubmit((values) => void submit(values))(event)}
      onClose={close}
    >
      <Stack gap={4}>
        <Text size="sm" fw={500} id={kindLabelId}>
          {t('add.kind')}
        </Text>
        <SegmentedControl
          aria-labelledby={kindLabelId}
          value={kind}
          onChange={(value) => chooseKind(value as PayoutMethodKind)}
          data={[
            { value: 'bank-account', label: t('kind.bank-account') },
            { value: 'card', label: t('kind.card') },
          ]}
        />
      </Stack>
      <MethodFields form={form} field={field} />
      <Text size="sm" c="dimmed">
        {t('add.defaultHint')}
      </Text>
    </FormDialog>
  );
}
