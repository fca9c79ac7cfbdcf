import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIntentSettled, useTargetIntent } from '@/features/intents';
import { useNow } from '@/lib/dates';
import { applyServerErrors, failureMessageKey, type MessageCatalogue } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import { intlLocale } from '@/lib/i18n';
import { checkMoneyText, formatMoney, parseMoney } from '@/lib/money';
import { notify, tx } from '@/lib/notify';
import type { Account } from '../api/balances-api';
import { confirmExchangeSpec, exchangeTarget, quoteDeadline, toExchange, useQuoteExchangeMutation, type ExchangeQuote } from '../api/exchange-api';

/** The exchange's server codes (docs/api/accounts.md) → messages. */
export const exchangeCodes: MessageCatalogue = {
  'same-currency': 'balances:exchange.sameCurrency',
  'amount-exceeds-available': 'balances:exchange.exceedsAvailable',
  'amount-too-small': 'balances:exchange.tooSmall',
  'quote-expired': 'balances:exchange.expired',
  'unknown-currency': 'errors:money.unknownCurrency',
  forbidden: 'balances:exchange.forbidden',
  'not-found': 'balances:exchange.notFound',
};

const FIELDS = ['sellCurrency', 'buyCurrency', 'sellAmount'];

/**
 * One exchange: the form (accounts and amount, checked as typed), the quote with its countdown, and the
 * confirmation as a money intent on the organization (its outcome follows the organization's accounts
 * page across reloads and tabs). An expired quote, by our count or the server's, is never confirmed:
 * "Get a new quote" asks again for the same accounts and amount.
 */
export function useExchange(organizationId: string, accounts: readonly Account[], opened: boolean, onDone: () => void) {
  const { t, i18n } = useTranslation(['balances', 'errors']);
  const locale = intlLocale(i18n.language);
  const intent = useTargetIntent(exchangeTarget(organizationId));
  const ours = intent.intent?.summary.kind === 'exchange' ? intent.intent : undefined;
  const status = ours?.status ?? 'idle';
  const [requestQuote, quoting] = useQuoteExchangeMutation();
  const [quote, setQuote] = useState<ExchangeQuote | null>(null);
  const [serverExpired, setServerExpired] = useState(false);
  const [alertKey, setAlertKey] = useState<string | null>(null);
  const available = (currency: string) => accounts.find((account) => account.currency === currency)?.available ?? 0;

  const form = useForm({
    mode: 'controlled',
    initialValues: { sellCurrency: accounts[0]?.currency ?? '', buyCurrency: accounts[1]?.currency ?? '', sellAmount: '' },
    validateInputOnChange: true,
    validate: {
      buyCurrency: (value, values) => (!value ? t('exchange.chooseAccount') : value === values.sellCurrency ? t('exchange.sameCurrency') : null),
      sellAmount: (value, values) => {
        if (!values.sellCurrency) return null;
        const problem = checkMoneyText(value, values.sellCurrency, locale);
        if (problem) return t(problem.key, problem.values);
        const minor = parseMoney(value, values.sellCurrency) ?? 0;
        const max = available(values.sellCurrency);
        return minor > max ? t('exchange.moreThanAvailable', { amount: formatMoney(max, values.sellCurrency, locale) }) : null;
      },
    },
  });

  const deadline = quote ? quoteDeadline(quote) : 0;
  // The browser's clock, read once a second while a quote counts down.
  const now = useNow(1000, quote !== null && !serverExpired);
  const expired = quote !== null && (serverExpired || now >= deadline);
  const secondsLeft = quote ? Math.max(0, Math.ceil((deadline - now) / 1000)) : 0;

  useIntentSettled(
    ours,
    {
      succeeded: (answer, settled) => {
        void toExchange(answer.data, Date.now()).then(
          (done) =>
            notify({
              color: 'teal',
              title: tx('balances:exchange.done'),
              message: `${formatMoney(done.sellAmount, done.sellCurrency, locale)} → ${formatMoney(done.buyAmount, done.buyCurrency, locale)}`,
            }),
          () =>
            notify({
              color: 'teal',
              title: tx('balances:exchange.done'),
              message: formatMoney(settled.summary.amount ?? 0, settled.summary.currency ?? '', locale),
            }),
        );
        intent.forget();
        onDone();
      },
      failed: (reason) => {
        if (reason.errors.some((error) => error.code === 'quote-expired')) setServerExpired(true);
        else setAlertKey(failureMessageKey(reason, exchangeCodes));
        intent.forget();
      },
    },
    opened,
  );

  const ask = async (values: { sellCurrency: string; buyCurrency: string; sellAmount: number }) => {
    setAlertKey(null);
    setServerExpired(false);
    try {
      setQuote(await requestQuote({ resourceId: organizationId, ...values }).unwrap());
    } catch (error) {
      const reason = toFailure(error);
      setQuote(null);
      setAlertKey(applyServerErrors(form, reason, { fields: FIELDS, t, codes: exchangeCodes }));
    }
  };

  const getQuote = form.onSubmit((values) =>
    ask({ sellCurrency: values.sellCurrency, buyCurrency: values.buyCurrency, sellAmount: parseMoney(values.sellAmount, values.sellCurrency) ?? 0 }),
  );
  const newQuote = () => quote && void ask({ sellCurrency: quote.sellCurrency, buyCurrency: quote.buyCurrency, sellAmount: quote.sellAmount });

  const confirm = () => {
    if (!quote || expired || intent.unsettled) return;
    setAlertKey(null);
    void intent.start(confirmExchangeSpec(quote));
  };

  /** Each opening starts afresh; a confirmation whose outcome is open is shown as it stands. */
  const prepare = () => {
    setQuote(null);
    setServerExpired(false);
    setAlertKey(null);
    if (intent.unsettled) return;
    intent.forget();
    form.setValues({ sellCurrency: accounts[0]?.currency ?? '', buyCurrency: accounts[1]?.currency ?? '', sellAmount: '' });
    form.clearErrors();
  };

  const back = () => {
    setQuote(null);
    setServerExpired(false);
    setAlertKey(null);
  };

  return {
    form,
    locale,
    quote,
    quoting: quoting.isLoading,
    expired,
    secondsLeft,
    status,
    intent: ours,
    checkAgain: intent.checkAgain,
    alertKey,
    getQuote,
    newQuote,
    confirm,
    prepare,
    back,
    available,
  };
}
