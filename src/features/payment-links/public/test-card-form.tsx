import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFlask } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { applyServerErrors } from '@/lib/forms';
import type { Failure } from '@/lib/http';
import type { TestCard } from './public-link-api';

const CARD_FIELDS = ['cardNumber', 'expiry', 'cvc', 'cardholderName', 'email'] as const;

/** Spec §5 card errors → messages of this namespace. */
const cardCodes = {
  'invalid-card-number': 'payPage:pay.errors.cardNumber',
  'invalid-expiry-date': 'payPage:pay.errors.expiry',
  'card-expired': 'payPage:pay.errors.expired',
  'invalid-cvc': 'payPage:pay.errors.cvc',
  'invalid-cardholder-name': 'payPage:pay.errors.name',
  'invalid-email': 'payPage:pay.errors.email',
  'link-not-available': 'payPage:public.notAvailable',
};

interface Props {
  /** "Pay EUR 12.50": the amount as the payer reads it. */
  payLabel: string;
  paying: boolean;
  /** Resolves with null when paid, or the failure to explain. */
  onPay: (card: TestCard) => Promise<Failure | null>;
}

/** The sandbox's test card form: a payer types a test card; nothing is charged for real. */
export function TestCardForm({ payLabel, paying, onPay }: Props) {
  const { t } = useTranslation('payPage');
  const form = useForm<TestCard>({
    mode: 'controlled',
    initialValues: { cardNumber: '', expiry: '', cvc: '', cardholderName: '', email: '' },
    validate: {
      cardNumber: (value) => (/^[\d\s-]{12,23}$/.test(value.trim()) ? null : t('pay.errors.cardNumber')),
      expiry: (value) => (/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test(value.trim()) ? null : t('pay.errors.expiry')),
      cvc: (value) => (/^\d{3,4}$/.test(value.trim()) ? null : t('pay.errors.cvc')),
      cardholderName: (value) => (value.trim().length >= 2 ? null : t('pay.errors.name')),
      email: (value) => (!value.trim() || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : t('pay.errors.email')),
    },
  });
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (card: TestCard) => {
    setMessage(null);
    const failure = await onPay(card);
    if (!failure) return;
    const leftover = applyServerErrors(form, failure, { fields: CARD_FIELDS, t, codes: cardCodes });
    if (leftover) setMessage(t(leftover));
  };

  return (
    <form onSubmit={form.onSubmit((card) => void submit(card))} noValidate aria-label={t('pay.formLabel')}>
      <Stack gap="sm">
        <Alert variant="light" color="grape" icon={<IconFlask size={18} aria-hidden />} title={t('pay.sandboxTitle')}>
          <Text size="sm">
            {t('pay.sandboxHint')}{' '}
            <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
              4242 4242 4242 4242
            </bdi>
          </Text>
        </Alert>
        <FormError message={message} />
        <TextInput label={t('pay.cardNumber')} autoComplete="cc-number" inputMode="numeric" dir="ltr" withAsterisk {...form.getInputProps('cardNumber')} />
        <Group grow align="flex-start" gap="sm">
          <TextInput
            label={t('pay.expiry')}
            placeholder={t('pay.expiryPlaceholder')}
            autoComplete="cc-exp"
            dir="ltr"
            withAsterisk
            {...form.getInputProps('expiry')}
          />
          <TextInput label={t('pay.cvc')} autoComplete="cc-csc" inputMode="numeric" dir="ltr" withAsterisk {...form.getInputProps('cvc')} />
        </Group>
        <TextInput label={t('pay.cardholderName')} autoComplete="cc-name" withAsterisk {...form.getInputProps('cardholderName')} />
        <TextInput label={t('pay.email')} type="email" autoComplete="email" dir="ltr" {...form.getInputProps('email')} />
        <Button type="submit" size="md" loading={paying} fullWidth>
          {payLabel}
        </Button>
      </Stack>
    </form>
  );
}
