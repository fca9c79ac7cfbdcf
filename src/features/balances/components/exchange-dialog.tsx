import { Alert, Button, Group, Modal, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { OutcomeUnknown } from '@/components/feedback/outcome-unknown';
import { formatMoney } from '@/lib/money';
import type { Account } from '../api/balances-api';
import { useExchange } from '../model/use-exchange';

export interface ExchangeDialogProps {
  organizationId: string;
  accounts: readonly Account[];
  opened: boolean;
  onClose: () => void;
}

/**
 * Exchange between two accounts: choose them and the amount, get a quote (rate, both amounts, its
 * countdown), then confirm it. Confirming moves money: its outcome may be unknown, then only "Check
 * again" (the same quote, the same reference) is offered.
 */
export function ExchangeDialog({ organizationId, accounts, opened, onClose }: ExchangeDialogProps) {
  const { t } = useTranslation(['balances', 'errors']);
  const exchange = useExchange(organizationId, accounts, opened, onClose);
  const { form, quote, locale, status } = exchange;
  const pending = status === 'pending';
  const unknown = status === 'unknown';
  const [checking, setChecking] = useState(false);
  const checkAgain = () => {
    setChecking(true);
    void exchange.checkAgain().finally(() => setChecking(false));
  };

  useEffect(() => {
    if (opened) exchange.prepare();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const currencies = accounts.map((account) => ({
    value: account.currency,
    label: t('exchange.accountOption', { currency: account.currency, amount: formatMoney(account.available, account.currency, locale) }),
  }));
  const sellCurrency = form.values.sellCurrency;

  let body;
  if ((unknown || checking || pending) && !quote && exchange.intent) {
    // Confirmed before this opening (a reload, another tab): only its outcome is left to learn.
    const summary = exchange.intent.summary;
    body = (
      <Stack gap="md">
        <Text fw={500}>{t('exchange.sentBefore', { amount: formatMoney(summary.amount ?? 0, summary.currency ?? '', locale) })}</Text>
        {pending && !checking ? <Text size="sm">{t('common:outcome.pendingBody')}</Text> : <OutcomeUnknown checking={checking} onCheckAgain={checkAgain} />}
      </Stack>
    );
  } else if (!quote) {
    body = (
      <form onSubmit={exchange.getQuote} noValidate>
        <Stack gap="md">
          <NativeSelect label={t('exchange.sell')} data={currencies} {...form.getInputProps('sellCurrency')} />
          <NativeSelect
            label={t('exchange.buy')}
            data={[{ value: '', label: t('exchange.chooseAccount') }, ...currencies]}
            {...form.getInputProps('buyCurrency')}
          />
          <TextInput
            label={t('exchange.amount', { currency: sellCurrency })}
            description={sellCurrency ? t('exchange.available', { amount: formatMoney(exchange.available(sellCurrency), sellCurrency, locale) }) : undefined}
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            data-autofocus
            rightSection={
              <Text size="xs" c="dimmed">
                {sellCurrency}
              </Text>
            }
            rightSectionWidth={48}
            {...form.getInputProps('sellAmount')}
          />
          <FormError message={exchange.alertKey ? t(exchange.alertKey) : null} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('exchange.cancel')}
            </Button>
            <Button type="submit" loading={exchange.quoting}>
              {t('exchange.getQuote')}
            </Button>
          </Group>
        </Stack>
      </form>
    );
  } else {
    const sell = formatMoney(quote.sellAmount, quote.sellCurrency, locale);
    const buy = formatMoney(quote.buyAmount, quote.buyCurrency, locale);
    body = (
      <Stack gap="md">
        <Table withRowBorders={false} variant="vertical" layout="fixed">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{t('exchange.youSell')}</Table.Th>
              <Table.Td>
                <bdi>{sell}</bdi>
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('exchange.youGet')}</Table.Th>
              <Table.Td>
                <bdi>{buy}</bdi>
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('exchange.rate')}</Table.Th>
              <Table.Td>
                <bdi dir="ltr">{`1 ${quote.sellCurrency} = ${quote.rate} ${quote.buyCurrency}`}</bdi>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed">
          {t('exchange.roundingNote')}
        </Text>
        {exchange.expired ? (
          <Alert role="alert" color="orange" variant="light" icon={<IconClockExclamation size={18} aria-hidden />} title={t('exchange.expired')}>
            <Button mt="xs" size="xs" onClick={exchange.newQuote} loading={exchange.quoting}>
              {t('exchange.newQuote')}
            </Button>
          </Alert>
        ) : (
          !unknown &&
          !checking && (
            <Text size="sm" fw={500} data-testid="quote-countdown">
              {t('exchange.expiresIn', { count: exchange.secondsLeft })}
            </Text>
          )
        )}
        {unknown || checking ? (
          <OutcomeUnknown checking={checking} onCheckAgain={checkAgain} />
        ) : (
          <>
            <FormError message={exchange.alertKey ? t(exchange.alertKey) : null} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={exchange.back} disabled={pending}>
                {t('exchange.back')}
              </Button>
              <Button onClick={exchange.confirm} loading={pending} disabled={pending || exchange.expired}>
                {t('exchange.confirm', { sell, buy })}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={() => !pending && onClose()}
      title={t('exchange.title')}
      closeOnClickOutside={!pending && !unknown}
      withCloseButton={!pending}
      closeButtonProps={{ 'aria-label': t('exchange.close') }}
      centered
    >
      {body}
    </Modal>
  );
}
