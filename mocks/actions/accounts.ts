/**
 * accounts/list, accounts/get, exchanges/quote, exchanges/confirm (docs/api/accounts.md): an
 * organization's settlement accounts (its balance per currency, rolled up from the ledger) and
 * exchange between them at a quoted rate, valid 30 s on the sandbox clock.
 */
import { ACCOUNTS_EXCHANGE, ACCOUNTS_READ } from '@/lib/contract/money-permissions';
import { nowIso } from '../clock';
import { can, reaches } from '../db/access';
import { isExchangeable } from '../db/exchange-rates';
import { deriveBalances, emptyBuckets } from '../db/ledger';
import { confirmExchange, quoteExchange } from '../db/money-engine';
import type { Identity } from '../db/schema';
import { db } from '../db/store';
import { defineAction } from './define-action';
import { approvalLimitOf, books, catchUp, entriesOf, pushBalances } from './money-books';
import { accountJson, exchangeJson } from './money-json';
import { failure, fieldError, unchanged, type ActionOutcome } from './types';

/** Every account of the organization (a currency with entries or a payout method), by currency. */
function accountsOf(organizationId: string) {
  const balances = deriveBalances(entriesOf(organizationId), nowIso());
  const methods = db.payoutMethods.filter((m) => m.organizationId === organizationId);
  const currencies = [...new Set([...balances.keys(), ...methods.map((m) => m.currency)])].sort();
  return currencies.map((currency) =>
    accountJson(
      organizationId,
      currency,
      balances.get(currency) ?? emptyBuckets(),
      approvalLimitOf(organizationId, currency),
      methods.find((m) => m.currency === currency && m.isDefault)?.id ?? null,
    ),
  );
}

const list = defineAction({
  name: 'accounts/list',
  needsIdentity: true,
  permission: ACCOUNTS_READ,
  resource: { from: 'resourceId', kind: 'organization' },
  run: ({ resource }) => {
    catchUp();
    return { data: accountsOf(resource!.id) };
  },
});

const accountNotFound = () => failure('not-found', 'Account not found');

const get = defineAction({
  name: 'accounts/get',
  needsIdentity: true,
  permission: ACCOUNTS_READ,
  run: ({ request, payload, identity }) => {
    const match = /^acc_(.+)_([A-Z]{3})$/.exec(request.id ?? payload.id ?? '');
    const organization = match ? db.resources.get(match[1]) : undefined;
    if (!match || organization?.resourceType !== 'organization' || !reaches(identity, organization.id) || !can(identity, ACCOUNTS_READ, organization.id)) {
      return accountNotFound();
    }
    catchUp();
    const account = accountsOf(organization.id).find((row) => row.attributes.currency === match[2]);
    return account ? { data: account } : accountNotFound();
  },
});

const EXCHANGE_TITLES: Readonly<Record<string, [pointer: string, title: string]>> = {
  'same-currency': ['buyCurrency', 'Choose two different currencies'],
  'amount-exceeds-available': ['sellAmount', 'Amount should not exceed the available balance'],
  'amount-too-small': ['sellAmount', 'The amount is too small to exchange'],
};

const quote = defineAction({
  name: 'exchanges/quote',
  needsIdentity: true,
  permission: ACCOUNTS_EXCHANGE,
  resource: { from: 'resourceId', kind: 'organization' },
  run: ({ resource, payload, user }) => {
    catchUp();
    const { sellCurrency, buyCurrency, sellAmount } = payload.data.attributes;
    for (const [field, currency] of [
      ['sellCurrency', sellCurrency],
      ['buyCurrency', buyCurrency],
    ] as const) {
      if (!isExchangeable(currency)) return { errors: [fieldError(field, 'currency-not-exchangeable', 'This currency cannot be exchanged')] };
    }
    const outcome = quoteExchange(books, { organizationId: resource!.id, userId: user.id, sellCurrency, buyCurrency, sellAmount });
    if (outcome.ok) return { data: exchangeJson(outcome.value) };
    const [field, title] = EXCHANGE_TITLES[outcome.code] ?? ['sellAmount', 'Some error occurred'];
    return { errors: [fieldError(field, outcome.code, title)] };
  },
});

/** The quote when it is the caller's and they may still exchange in its organization. */
function ownQuote(identity: Identity, userId: string, id: string | undefined) {
  const row = id ? db.exchanges.get(id) : undefined;
  return row && row.userId === userId && reaches(identity, row.organizationId) && can(identity, ACCOUNTS_EXCHANGE, row.organizationId) ? row : undefined;
}

const confirm = defineAction({
  name: 'exchanges/confirm',
  needsIdentity: true,
  run: ({ request, payload, identity, user }): ActionOutcome => {
    catchUp();
    const row = ownQuote(identity, user.id, request.id ?? payload.id);
    if (!row) return failure('not-found', 'Quote not found');
    const outcome = confirmExchange(books, row.id);
    if (!outcome.ok) {
      return outcome.code === 'quote-expired'
        ? failure('quote-expired', 'This quote has expired. Get a new quote.')
        : { errors: [fieldError('sellAmount', outcome.code, 'Amount should not exceed the available balance')] };
    }
    // A completed quote confirmed again moves nothing: answered, not audited.
    if (outcome.replayed) return unchanged({ data: exchangeJson(outcome.value) });
    pushBalances(row.organizationId);
    return { data: exchangeJson(outcome.value) };
  },
});

export const accountActions = [list, get, quote, confirm];
