import { identityGroups } from './db/access';
import { placeOf } from './db/places';
import type { Identity, PayoutRequest, Resource, Session, Transaction, User } from './db/schema';
import { db } from './db/store';
import { cancellableAmount, capturableAmount, refundableAmount } from './actions/transaction-rules';
import { riskAttributes } from './antifraud/json';
import { declineReasonOf } from './analytics/payment-facts';

const relation = (type: string, id: string | null) => ({ data: id === null ? null : { type, id } });

export const resourceJson = (r: Resource) => ({
  type: 'resources',
  id: r.id,
  attributes: {
    name: r.name,
    resourceType: r.resourceType,
    ...(r.mode !== undefined && { mode: r.mode }),
    ...(r.number !== undefined && { number: r.number }),
    ...(r.resourceType === 'project' && { integration: r.integration ?? 'hosted' }),
  },
  relationships: {
    parent: relation('resources', r.parentId),
    ...(r.merchantId !== undefined && { merchant: relation('resources', r.merchantId) }),
  },
});

export const projectJson = (r: Resource) => ({
  type: 'projects',
  id: r.id,
  attributes: {
    name: r.name,
    mode: r.mode ?? 'live',
    website: r.website ?? null,
    createdAt: r.createdAt,
    integration: r.integration ?? 'hosted',
  },
  relationships: { organization: relation('resources', r.parentId) },
});

export const userJson = (u: User) => ({
  type: 'users',
  id: u.id,
  attributes: {
    email: u.email,
    name: u.name,
    twoFaEnabled: u.twoFaEnabled,
    phone: u.phone,
    isTimezoneSet: u.isTimezoneSet,
    preferences: { ...u.preferences },
  },
});

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function identityJson(identity: Identity) {
  const groups = identityGroups(identity);
  const first = groups[0];
  const resource = first?.resourceId ? db.resources.get(first.resourceId) : undefined;
  const resourceName = resource?.name ?? first?.name ?? '';
  const role = first?.role ?? 'custom';
  return {
    type: 'identities',
    id: identity.id,
    attributes: {
      name: resource ? `${resource.name} · ${capitalize(role)}` : resourceName || identity.id,
      status: identity.status,
      resourceName,
      role,
    },
    relationships: { groups: { data: identity.groupIds.map((id) => ({ type: 'groups', id })) } },
  };
}

export const accessTokenJson = (s: Session, currentId: string) => ({
  type: 'access-tokens',
  id: s.id,
  attributes: {
    createdAt: s.createdAt,
    lastUsedAt: s.lastUsedAt,
    userAgent: s.userAgent,
    ip: s.ip,
    location: placeOf(s.ip),
    current: s.id === currentId,
  },
});

export const payoutRequestJson = (p: PayoutRequest) => ({
  type: 'payout-requests',
  id: p.id,
  attributes: { amount: p.amount, currency: p.currency, status: p.status, createdAt: p.createdAt },
  relationships: { resource: relation('resources', p.resourceId) },
});

/** A transaction (shape A, docs/api/transactions.md): what may still be refunded, captured or cancelled is computed here. */
export const transactionJson = (t: Transaction) => {
  const risk = riskAttributes(t);
  return {
    type: 'transactions',
    id: t.id,
    attributes: {
      type: t.type,
      status: t.status,
      amount: t.amount,
      currency: t.currency,
      refundedAmount: t.refundedAmount ?? 0,
      capturedAmount: t.capturedAmount ?? 0,
      cancelledAmount: t.cancelledAmount ?? 0,
      refundable: refundableAmount(t),
      capturable: capturableAmount(t),
      cancellable: cancellableAmount(t),
      fee: t.fee,
      paymentMethod: t.paymentMethod,
      card: risk.card,
      customer: t.customer,
      referenceId: t.referenceId,
      riskScore: t.riskScore,
      riskLevel: risk.riskLevel,
      riskSignals: risk.riskSignals,
      ip: risk.ip,
      antifraud: risk.antifraud,
      country: t.country ?? t.card?.country ?? null,
      description: t.description ?? null,
      paymentLinkId: t.paymentLinkId ?? null,
      channelId: t.channelId ?? null,
      terminalId: t.terminalId ?? null,
      createdAt: t.createdAt,
      settledAt: t.settledAt,
      statusHistory: t.statusHistory,
      declineReason: declineReasonOf(t),
      requestedBy: t.requester ? { name: t.requester.name, email: t.requester.email } : null,
      reason: t.reason ?? null,
    },
    relationships: {
      project: relation('resources', t.projectId),
      ...(t.parentId && { parent: relation('transactions', t.parentId) }),
    },
  };
};
