/**
 * payout-methods/list, create, delete, setDefault (docs/api/payouts.md, *Payout methods*): bank
 * accounts and cards of an organization, checked field by field with the payment-instrument library
 * the screens use (spec §5 card errors, IBAN, BIC; docs/api/payment-instruments.md), stored and
 * answered masked only. A method with a payout in flight cannot be removed.
 */
import { inFlightPayoutStatuses } from '@/lib/contract/payouts';
import { PAYOUT_METHODS_READ, PAYOUT_METHODS_WRITE } from '@/lib/contract/money-permissions';
import {
  accountHolderNameProblem,
  cardFieldNames,
  paymentInstrumentTitles,
  validateBankAccount,
  validateCard,
  type PaymentInstrumentErrorCode,
} from '@/lib/validation/payment-instruments';
import { now, nowIso } from '../clock';
import { can, reaches } from '../db/access';
import { FAILING_CARD, FAILING_IBAN } from '../db/money-seed';
import { maskCard, maskIban } from '../db/payout-method-checks';
import type { PayoutMethod } from '../db/payouts';
import { newId } from '../db/ids';
import type { Identity } from '../db/schema';
import { db } from '../db/store';
import type { ApiError } from '../handlers/respond';
import { pushResourceUpdated } from '../pusher-hub';
import { defineAction } from './define-action';
import { isListPage, listQuery, type ListOptions } from './list-query';
import { payoutMethodJson } from './money-json';
import { failure, fieldError } from './types';

/** A payout to the method is in flight. */
const inUse = (methodId: string) => db.payouts.find((p) => p.payoutMethodId === methodId && inFlightPayoutStatuses.includes(p.status)) !== undefined;

/** A payout method as the actions answer it (the audit trail snapshots it so too). */
export const payoutMethodAnswerJson = (method: PayoutMethod) => payoutMethodJson(method, inUse(method.id));

const pushMethod = (method: PayoutMethod) =>
  pushResourceUpdated(method.organizationId, { type: 'payout-methods', id: method.id }, { permission: PAYOUT_METHODS_READ });

type Attributes = Partial<Record<'accountHolderName' | 'iban' | 'bic' | 'cardNumber' | 'expiry' | 'cvc' | 'cardholderName', string>>;

const fieldErrors = (errors: Partial<Record<string, PaymentInstrumentErrorCode | 'invalid-account-holder-name'>>, order: readonly string[]) =>
  order.flatMap((field) => {
    const code = errors[field];
    return code ? [fieldError(field, code, code === 'invalid-account-holder-name' ? 'Invalid account holder name' : paymentInstrumentTitles[code])] : [];
  });

/** The method as it will be kept (masked), or every field's problem at once, in the order of the form (a transfer's new card too). */
export function readMethod(
  kind: PayoutMethod['kind'],
  attributes: Attributes,
): { errors: ApiError[] } | Pick<PayoutMethod, 'holderName' | 'masked' | 'bankAccount' | 'card' | 'failsPayouts'> {
  if (kind === 'bank-account') {
    const holder = accountHolderNameProblem(attributes.accountHolderName);
    const account = validateBankAccount({ iban: attributes.iban, bic: attributes.bic });
    if (holder || !account.ok) {
      return {
        errors: fieldErrors({ ...(holder && { accountHolderName: holder }), ...(!account.ok && account.errors) }, ['accountHolderName', 'iban', 'bic']),
      };
    }
    const { iban, bic } = account.value;
    return {
      holderName: attributes.accountHolderName!.trim().replace(/\s+/g, ' '),
      masked: maskIban(iban),
      card: null,
      bankAccount: { country: iban.slice(0, 2), last4: iban.slice(-4), bic },
      failsPayouts: iban === FAILING_IBAN,
    };
  }
  const card = validateCard(
    { cardNumber: attributes.cardNumber, expiry: attributes.expiry, cvc: attributes.cvc, cardholderName: attributes.cardholderName },
    now(),
  );
  if (!card.ok) return { errors: fieldErrors(card.errors, cardFieldNames) };
  const { digits, brand, expMonth, expYear, cardholderName } = card.value;
  return {
    holderName: cardholderName,
    masked: maskCard(digits.slice(-4)),
    bankAccount: null,
    card: { brand, last4: digits.slice(-4), expMonth, expYear },
    failsPayouts: digits === FAILING_CARD,
  };
}

/** The method when the identity may see it (reaches its organization and holds `permission` there). */
function visibleMethod(identity: Identity, id: string | undefined, permission: string): PayoutMethod | undefined {
  const method = id ? db.payoutMethods.get(id) : undefined;
  return method && reaches(identity, method.organizationId) && can(identity, permission, method.organizationId) ? method : undefined;
}

const methodNotFound = () => failure('not-found', 'Payout method not found');

const fields: ListOptions<PayoutMethod> = {
  fields: { id: (m) => m.id, kind: (m) => m.kind, currency: (m) => m.currency, isDefault: (m) => m.isDefault, createdAt: (m) => m.createdAt },
  defaultSort: 'createdAt',
  defaultSize: 100,
};

const list = defineAction({
  name: 'payout-methods/list',
  needsIdentity: true,
  permission: PAYOUT_METHODS_READ,
  resource: 'resourceId',
  run: ({ resource, payload }) => {
    const page = listQuery(
      db.payoutMethods.filter((m) => m.organizationId === resource!.id),
      payload,
      fields,
    );
    return isListPage(page) ? { data: page.rows.map(payoutMethodAnswerJson), meta: page.meta } : page;
  },
});

const create = defineAction({
  name: 'payout-methods/create',
  needsIdentity: true,
  resource: { from: 'resourceId', kind: 'organization' },
  run: ({ resource, payload, user }) => {
    const { kind, currency, label, ...attributes } = payload.data.attributes;
    const read = readMethod(kind, attributes);
    if ('errors' in read) return read;
    const organizationId = resource!.id;
    const isDefault = !db.payoutMethods.find((m) => m.organizationId === organizationId && m.currency === currency);
    const method: PayoutMethod = {
      id: newId('pm'),
      organizationId,
      kind,
      currency,
      label: label || null,
      isDefault,
      createdAt: nowIso(),
      createdBy: user.id,
      ...read,
    };
    // Only the masked method is kept: the number, CVC and IBAN go no further than this function.
    db.payoutMethods.insert(method);
    pushMethod(method);
    return { data: payoutMethodAnswerJson(method) };
  },
});

const remove = defineAction({
  name: 'payout-methods/delete',
  needsIdentity: true,
  run: ({ request, payload, identity }) => {
    const method = visibleMethod(identity, request.id ?? payload.id, PAYOUT_METHODS_WRITE);
    if (!method) return methodNotFound();
    if (inUse(method.id)) return failure('method-in-use', 'This payout method has a payout in progress');
    db.payoutMethods.remove(method.id);
    pushMethod(method);
    if (method.isDefault) {
      const next = db.payoutMethods
        .filter((m) => m.organizationId === method.organizationId && m.currency === method.currency)
        .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1))[0];
      if (next) pushMethod(db.payoutMethods.upsert({ ...next, isDefault: true }));
    }
    return { data: null };
  },
});

const setDefault = defineAction({
  name: 'payout-methods/setDefault',
  needsIdentity: true,
  run: ({ request, payload, identity }) => {
    const method = visibleMethod(identity, request.id ?? payload.id, PAYOUT_METHODS_WRITE);
    if (!method) return methodNotFound();
    for (const other of db.payoutMethods.filter(
      (m) => m.organizationId === method.organizationId && m.currency === method.currency && m.isDefault && m.id !== method.id,
    )) {
      pushMethod(db.payoutMethods.upsert({ ...other, isDefault: false }));
    }
    const chosen = method.isDefault ? method : db.payoutMethods.upsert({ ...method, isDefault: true });
    pushMethod(chosen);
    return { data: payoutMethodAnswerJson(chosen) };
  },
});

export const payoutMethodActions = [list, create, remove, setDefault];
