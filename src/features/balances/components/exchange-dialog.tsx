import { Alert, Button, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '@/components/dialogs/amount-field';
import { Confirmation } from '@/components/dialogs/confirm-dialog';
import { Dialog } from '@/components/dialogs/dialog-frame';
import { DialogForm } from '@/components/dialogs/form-dialog';
import { useOutcome } from '@/components/dialogs/outcome';
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
  const outcome = useOutcome(status, exchange.checkAgain);

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
  if ((outcome.unknown || outcome.pending) && !quote && exchange.intent) {
    // Confirmed before this opening (a reload, another tab): only its outcome is left to learn.
    const summary = exchange.intent.summary;
    body = (
      <Stack gap="md">
        <Text fw={500}>{t('exchange.sentBefore', { amount: formatMoney(summary.amount ?? 0, summary.currency ?? '', locale) })}</Text>
        {outcome.pending && !outcome.checking ? (
          <Text size="sm">{t('common:outcome.pendingBody')}</Text>
        ) : (
          <OutcomeUnknown checking={outcome.checking} onCheckAgain={outcome.checkAgain} />
        )}
      </Stack>
    );
  } else if (!quote) {
    body = (
      <DialogForm
        error={exchange.alertKey ? t(exchange.alertKey) : null}
        cancelLabel={t('exchange.cancel')}
        submitLabel={t('exchange.getQuote')}
        submitting={exchange.quoting}
        onSubmit={exchange.getQuote}
        onCancel={onClose}
      >
        <NativeSelect label={t('exchange.sell')} data={currencies} {...form.getInputProps('sellCurrency')} />
        <NativeSelect
          label={t('exchange.buy')}
          data={[{ value: '', label: t('exchange.chooseAccount') }, ...currencies]}
          {...form.getInputProps('buyCurrency')}
        />
        <AmountField
          label={t('exchange.amount', { currency: sellCurrency })}
          description={sellCurrency ? t('exchange.available', { amount: formatMoney(exchange.available(sellCurrency), sellCurrency, locale) }) : undefined}
          currency={sellCurrency}
          data-autofocus
          {...form.getInputProps('sellAmount')}
        />
      </DialogForm>
    );
  } else {
    const sell = formatMoney(quote.sellAmount, quote.sellCurrency, locale);
    const buy = formatMoney(quote.buyAmount, quote.buyCurrency, locale);
    body = (
      <Confirmation
        cancelLabel={t('exchange.back')}
        confirmLabel={t('exchange.confirm', { sell, buy })}
        confirmDisabled={exchange.expired}
        focus="none"
        busy={outcome.pending}
        error={exchange.alertKey ? t(exchange.alertKey) : null}
        outcome={outcome}
        onConfirm={exchange.confirm}
        onCancel={exchange.back}
      >
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
          !outcome.unknown && (
            <Text size="sm" fw={500} data-testid="quote-countdown">
              {t('exchange.expiresIn', { count: exchange.secondsLeft })}
            </Text>
          )
        )}
      </Confirmation>
    );
  }

  return (
    <Dialog opened={opened} onClose={onClose} outcome={outcome} title={t('exchange.title')} closeLabel={t('exchange.close')}>
      {body}
    </Dialog>
  );
}
