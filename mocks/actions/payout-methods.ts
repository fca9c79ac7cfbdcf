/**
 * payout-methods/list, create, delete, setDefault (docs/api/payouts.md, *Payout methods*): bank
 * accounts and cards of an organization, checked field by field (spec §5 card errors, IBAN, BIC),
 * stored and answered masked only. A method with a payout in flight cannot be removed.
 */
import { inFlightPayoutStatuses } from '@/lib/contract/payouts';
import { PAYOUT_METHODS_READ, PAYOUT_METHODS_WRITE } from '@/lib/contract/money-permissions';
import { now, nowIso } from '../clock';
import { can, reaches } from '../db/access';
import { FAILING_CARD, FAILING_IBAN } from '../db/money-seed';
import {
  accountHolderNameProblem, bicProblem, brandOf, cardDigits, cardholderNameProblem, cardNumberProblem, cvcProblem, expiryProblem,
  ibanProblem, maskCard, maskIban, normalizeIban, parseExpiry,
} from '../db/payout-method-checks';
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

const json = (method: PayoutMethod) => payoutMethodJson(method, inUse(method.id));

const pushMethod = (method: PayoutMethod) =>
  pushResourceUpdated(method.organizationId, { type: 'payout-methods', id: method.id }, { permission: PAYOUT_METHODS_READ });

const messages: Readonly<Record<string, string>> = {
  'invalid-card-number': 'Invalid card number',
  'invalid-expiry-date': 'Invalid expiry date',
  'card-expired': 'Card expired',
  'invalid-cvc': 'Invalid CVC',
  'invalid-cardholder-name': 'Invalid cardholder name',
  'invalid-account-holder-name': 'Invalid account holder name',
  'invalid-iban': 'Invalid IBAN',
  'iban-unknown-country': 'This country has no IBAN',
  'iban-wrong-length': 'The IBAN has the wrong length for its country',
  'iban-invalid-checksum': 'The IBAN check digits are wrong',
  'invalid-bic': 'Invalid BIC',
};

type Attributes = Partial<Record<'accountHolderName' | 'iban' | 'bic' | 'cardNumber' | 'expiry' | 'cvc' | 'cardholderName', string>>;

/** Every field's problem at once (`required` when blank), in the order of the form. */
function problems(kind: PayoutMethod['kind'], attributes: Attributes): ApiError[] {
  const errors: ApiError[] = [];
  const check = (field: keyof Attributes, problem: (value: string) => string | null) => {
    const value = attributes[field]?.trim() ?? '';
    const code = value === '' ? 'required' : problem(value);
    if (code) errors.push(fieldError(field, code, code === 'required' ? 'This field is required' : messages[code]));
  };
  if (kind === 'bank-account') {
    check('accountHolderName', accountHolderNameProblem);
    check('iban', ibanProblem);
    check('bic', bicProblem);
  } else {
    check('cardNumber', cardNumberProblem);
    check('expiry', (value) => expiryProblem(value, now()));
    check('cvc', (value) => cvcProblem(value, attributes.cardNumber ?? ''));
    check('cardholderName', cardholderNameProblem);
  }
  return errors;
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
    const page = listQuery(db.payoutMethods.filter((m) => m.organizationId === resource!.id), payload, fields);
    return isListPage(page) ? { data: page.rows.map(json), meta: page.meta } : page;
  },
});

const create = defineAction({
  name: 'payout-methods/create',
  needsIdentity: true,
  permission: PAYOUT_METHODS_WRITE,
  resource: { from: 'resourceId', kind: 'organization' },
  run: ({ resource, payload, user }) => {
    const { kind, currency, label, ...attributes } = payload.data.attributes;
    const errors = problems(kind, attributes);
    if (errors.length) return { errors };
    const organizationId = resource!.id;
    const isDefault = !db.payoutMethods.find((m) => m.organizationId === organizationId && m.currency === currency);
    const base = { id: newId('pm'), organizationId, kind, currency, label: label || null, isDefault, createdAt: nowIso(), createdBy: user.id };
    let method: PayoutMethod;
    if (kind === 'bank-account') {
      const iban = normalizeIban(attributes.iban!);
      method = {
        ...base, holderName: attributes.accountHolderName!.trim(), masked: maskIban(iban), card: null,
        bankAccount: { country: iban.slice(0, 2), last4: iban.slice(-4), bic: attributes.bic!.replace(/\s+/g, '').toUpperCase() },
        failsPayouts: iban === FAILING_IBAN,
      };
    } else {
      const digits = cardDigits(attributes.cardNumber!);
      const expiry = parseExpiry(attributes.expiry!)!;
      method = {
        ...base, holderName: attributes.cardholderName!.trim(), masked: maskCard(digits.slice(-4)), bankAccount: null,
        card: { brand: brandOf(digits), last4: digits.slice(-4), expMonth: expiry.month, expYear: expiry.year },
        failsPayouts: digits === FAILING_CARD,
      };
    }
    // Only the masked method is kept: the number, CVC and IBAN go no further than this function.
    db.payoutMethods.insert(method);
    pushMethod(method);
    return { data: json(method) };
  },
});

const remove = defineAction({
  name: 'payout-methods/delete',
  needsIdentity: true,
  permission: PAYOUT_METHODS_WRITE,
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
  permission: PAYOUT_METHODS_WRITE,
  run: ({ request, payload, identity }) => {
    const method = visibleMethod(identity, request.id ?? payload.id, PAYOUT_METHODS_WRITE);
    if (!method) return methodNotFound();
    for (const other of db.payoutMethods.filter((m) => m.organizationId === method.organizationId && m.currency === method.currency && m.isDefault && m.id !== method.id)) {
      pushMethod(db.payoutMethods.upsert({ ...other, isDefault: false }));
    }
    const chosen = method.isDefault ? method : db.payoutMethods.upsert({ ...method, isDefault: true });
    pushMethod(chosen);
    return { data: json(chosen) };
  },
});

export const payoutMethodActions = [list, create, remove, setDefault];
