/**
 * Well-known transactions with fixed ids and reference ids, for tests, docs and demos (listed in
 * docs/api/transactions.md and mocks/README.md). Dated two days before today's UTC midnight.
 */
import type { Currency, Transaction, TransactionStatus, TransactionType } from './schema';

const DAY = 86_400_000;
const HOUR = 3_600_000;

export const DEMO = {
  eurPaid: 'trx_demo_eur_paid',
  jpyPaid: 'trx_demo_jpy_paid',
  kwdPaid: 'trx_demo_kwd_paid',
  authorization: 'trx_demo_auth',
  refunded: 'trx_demo_refunded',
  refundedRefund: 'trx_demo_refunded_rf',
  other: 'trx_demo_other',
} as const;

interface DemoSeed {
  id: string;
  projectId?: string;
  type?: TransactionType;
  status?: TransactionStatus;
  amount: number;
  currency: Currency;
  fee: number;
  referenceId: string;
  customer: { name: string; email: string };
  country: string;
  /** Hours after the base moment. */
  hour: number;
}

function demo(base: number, seed: DemoSeed): Transaction {
  const created = base + seed.hour * HOUR;
  const status = seed.status ?? 'successful';
  const settles = status !== 'authorized';
  return {
    id: seed.id,
    projectId: seed.projectId ?? 'res_prj_northwind_shop',
    type: seed.type ?? 'charge',
    status,
    amount: seed.amount,
    currency: seed.currency,
    refundedAmount: 0,
    capturedAmount: 0,
    cancelledAmount: 0,
    fee: seed.fee,
    paymentMethod: 'card',
    card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, country: seed.country },
    customer: seed.customer,
    referenceId: seed.referenceId,
    riskScore: 12,
    country: seed.country,
    description: `Demo order ${seed.referenceId}`,
    paymentLinkId: null,
    createdAt: new Date(created).toISOString(),
    settledAt: settles ? new Date(created + 12 * HOUR).toISOString() : null,
    statusHistory: [
      { status: 'created', at: new Date(created).toISOString() },
      { status, at: new Date(created + 60_000).toISOString() },
    ],
  };
}

export function demoTransactions(dayStart: number): Transaction[] {
  const base = dayStart - 2 * DAY;
  const refunded = demo(base, {
    id: DEMO.refunded,
    amount: 5000,
    currency: 'EUR',
    fee: 95,
    referenceId: 'ORD-DEMO-REFUNDED',
    status: 'refunded',
    customer: { name: 'Jonas Jensen', email: 'jonas.jensen@example.com' },
    country: 'DE',
    hour: 5,
  });
  refunded.refundedAmount = refunded.amount;
  const refundAt = new Date(base + 8 * HOUR).toISOString();
  refunded.statusHistory.push({ status: 'refunded', at: refundAt });
  return [
    demo(base, {
      id: DEMO.eurPaid,
      amount: 12_000,
      currency: 'EUR',
      fee: 193,
      referenceId: 'ORD-DEMO-EUR',
      customer: { name: 'Emma Dubois', email: 'emma.dubois@example.com' },
      country: 'FR',
      hour: 1,
    }),
    demo(base, {
      id: DEMO.jpyPaid,
      amount: 12_500,
      currency: 'JPY',
      fee: 178,
      referenceId: 'ORD-DEMO-JPY',
      customer: { name: 'Taro Tanaka', email: 'taro.tanaka@example.com' },
      country: 'JP',
      hour: 2,
    }),
    demo(base, {
      id: DEMO.kwdPaid,
      amount: 45_250,
      currency: 'KWD',
      fee: 883,
      referenceId: 'ORD-DEMO-KWD',
      customer: { name: 'Fatima Haddad', email: 'fatima.haddad@example.com' },
      country: 'KW',
      hour: 3,
    }),
    demo(base, {
      id: DEMO.authorization,
      type: 'charge-authorize',
      status: 'authorized',
      amount: 8000,
      currency: 'EUR',
      fee: 137,
      referenceId: 'ORD-DEMO-AUTH',
      customer: { name: 'Lukas Muller', email: 'lukas.muller@example.com' },
      country: 'DE',
      hour: 4,
    }),
    refunded,
    {
      ...refunded,
      id: DEMO.refundedRefund,
      type: 'refund',
      status: 'successful',
      refundedAmount: 0,
      fee: 0,
      description: null,
      createdAt: refundAt,
      settledAt: new Date(base + 20 * HOUR).toISOString(),
      parentId: DEMO.refunded,
      statusHistory: [
        { status: 'pending', at: refundAt },
        { status: 'successful', at: new Date(base + 8 * HOUR + 10_000).toISOString() },
      ],
    },
    demo(base, {
      id: DEMO.other,
      projectId: 'res_prj_solo',
      amount: 3000,
      currency: 'EUR',
      fee: 67,
      referenceId: 'ORD-DEMO-OTHER',
      customer: { name: 'Ines Silva', email: 'ines.silva@example.com' },
      country: 'ES',
      hour: 6,
    }),
  ];
}
