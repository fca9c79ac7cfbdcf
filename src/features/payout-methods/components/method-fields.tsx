import { Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { METHOD_LABEL_MAX } from '@/lib/contract/payouts';
import { knownCurrencies } from '@/lib/money';
import type { MethodValues } from '../model/method-form';

interface Props {
  form: UseFormReturnType<MethodValues>;
  /** A field's input props, with the check that runs when it is left. */
  field: (name: keyof MethodValues) => ReturnType<UseFormReturnType<MethodValues>['getInputProps']>;
}

/** Currency and label, then the bank account's or the card's own fields. */
export function MethodFields({ form, field }: Props) {
  const { t } = useTranslation('payoutMethods');
  const currencies = useMemo(() => knownCurrencies(), []);
  const { kind } = form.getValues();
  return (
    <Stack gap="md">
      <Group align="flex-start" gap="sm" grow>
        <NativeSelect label={t('add.currency')} description={t('add.currencyHint')} data={currencies} withAsterisk {...field('currency')} />
        <TextInput label={t('add.label')} description={t('add.labelHint', { max: METHOD_LABEL_MAX })} autoComplete="off" {...field('label')} />
      </Group>
      {kind === 'bank-account' ? (
        <>
          <TextInput label={t('add.accountHolderName')} autoComplete="name" withAsterisk {...field('accountHolderName')} />
          <TextInput
            label={t('add.iban')}
            placeholder="DE89 3704 0044 0532 0130 00"
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            withAsterisk
            {...field('iban')}
          />
          <TextInput
            label={t('add.bic')}
            placeholder="COBADEFFXXX"
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            withAsterisk
            {...field('bic')}
          />
        </>
      ) : (
        // Card fields take autocomplete="off", not the cc-* tokens: the production build check refuses
        // those (they mark the sandbox's payer card form), and this is the merchant's payout card, not a
        // purchase: the browser should neither fill nor remember it. No example number either (the
        // check refuses the sandbox's test card text).
        <>
          <TextInput label={t('add.cardNumber')} inputMode="numeric" dir="ltr" autoComplete="off" spellCheck={false} withAsterisk {...field('cardNumber')} />
          <Group align="flex-start" gap="sm" grow>
            <TextInput
              label={t('add.expiry')}
              placeholder={t('add.expiryPlaceholder')}
              inputMode="numeric"
              dir="ltr"
              autoComplete="off"
              withAsterisk
              {...field('expiry')}
            />
            <TextInput label={t('add.cvc')} inputMode="numeric" dir="ltr" autoComplete="off" maxLength={4} withAsterisk {...field('cvc')} />
          </Group>
          <TextInput label={t('add.cardholderName')} autoComplete="off" spellCheck={false} withAsterisk {...field('cardholderName')} />
        </>
      )}
    </Stack>
  );
}
