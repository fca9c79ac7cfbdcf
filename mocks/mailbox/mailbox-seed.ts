/**
 * The seeded mailbox (docs/api/mailbox.md): topics of Northwind Group, Northwind Shop, Northwind
 * Sandbox and Solo Store, each with its thread and a few attached files. Deterministic and relative
 * to today's UTC midnight; built on the first read of a mailbox table (mocks/db/store.ts), since it
 * names real transactions, disputes and payouts of the workspaces.
 */
import type { TopicCategory, TopicRelatedType } from '@/lib/contract/mailbox-rules';
import { createRandom, fnv1a } from '../db/random';
import type { Attachment, Topic, TopicMessage, Transaction } from '../db/schema';
import { DEMO } from '../db/transactions-demo';
import { seededFileBytes } from './seed-files';

const SEED = 20250101 + 20;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Who answers for the provider (the sandbox's support agent signs the same way). */
export const SUPPORT_AGENTS = ['Maya · Paytide Support', 'Jonas · Paytide Support', 'Leila · Paytide Support', 'Piotr · Paytide Support'] as const;

/** The seeded attachments' session: no signed-in session has this id. */
export const SEED_SESSION_ID = 'seed';
export const SEED_ATTACHMENT_PREFIX = 'att_seed_';

export interface RelatedPick {
  type: TopicRelatedType;
  id: string;
  /** When the object was created (a topic about it is opened later). */
  at: number;
}

interface Conversation {
  subject: string;
  category: TopicCategory;
  /** Which of the workspace's picks it is about. */
  related?: TopicRelatedType;
  /** Merchant and support lines, alternating, the merchant first. */
  lines: readonly string[];
  /** A file the merchant's first message carries. */
  file?: string;
}

const conversations: readonly Conversation[] = [
  {
    subject: 'Refund not received by customer',
    category: 'refunds',
    related: 'transactions',
    file: 'customer-complaint.pdf',
    lines: [
      'Our customer says the refund for this order has not reached their card yet. It was issued five days ago. Can you check where it is?',
      'Thank you. The refund left us the same day; the card issuer usually needs 5 to 10 business days to show it. We have sent you the acquirer reference number so the customer can ask their bank.',
      'Thanks, we passed it on. The customer will call their bank tomorrow.',
      'Glad to help. If the bank cannot find it with that reference, write to us here and we will open a trace with the scheme.',
    ],
  },
  {
    subject: 'Settlement report mismatch',
    category: 'payments',
    file: 'settlement-difference.csv',
    lines: [
      'The weekly settlement is lower than the sum of the payments in the report. The difference is attached.',
      'We looked at the batch: the difference is the rolling reserve (10 %) held on this project. It is released 90 days after each payment.',
      'Understood. Where can we see the reserve in the dashboard?',
      'Under Balances, in the Reserved column of each currency. The next release is shown there too.',
      'Found it, thank you.',
    ],
  },
  {
    subject: 'Webhook deliveries failing',
    category: 'integration',
    lines: [
      'Since yesterday our endpoint receives no webhooks. Did something change on your side?',
      'Nothing changed on our side. The deliveries are answered with HTTP 500 by your server; the Webhooks page shows each attempt and its response.',
      'You were right, a deploy broke the handler. Can you resend the failed ones?',
      'You can replay them yourself from the delivery list (Replay). They keep their original event ids, so your handler can skip duplicates.',
    ],
  },
  {
    subject: 'Chargeback evidence deadline',
    category: 'disputes',
    related: 'disputes',
    file: 'delivery-confirmation.pdf',
    lines: [
      'We have a chargeback on this payment and the delivery confirmation is attached. Is it enough to win it?',
      'A signed delivery confirmation is strong evidence for this reason code. Add the invoice and your refund policy, then submit before the deadline.',
      'Submitted. How long until we hear back?',
      'The issuer decides within 30 to 45 days; the dispute page changes as soon as we know.',
    ],
  },
  {
    subject: 'Payout delayed',
    category: 'payouts',
    related: 'payouts',
    lines: [
      'This payout has not arrived in our bank account. Could you check it?',
      'The bank returned this payout: the account details were refused. Please check the payout method and request the payout again.',
      'We corrected the IBAN. Should we create a new payout?',
      'Yes, please request a new one to the corrected method; the returned amount is back in your available balance.',
    ],
  },
  {
    subject: 'Duplicate charge reported',
    category: 'payments',
    related: 'transactions',
    lines: [
      'A customer says they were charged twice for one order. We see only this payment. Can you confirm?',
      'We see a single capture for this order. The second amount on the statement is most likely the authorization hold, which the bank releases within a few days.',
      'Thank you, we will tell the customer.',
      'You are welcome. Write to us if the hold is still there after 7 days.',
    ],
  },
  {
    subject: 'Change of bank account',
    category: 'account',
    file: 'bank-letter.pdf',
    lines: [
      'We are moving to another bank. The confirmation letter from the new bank is attached.',
      'Thank you. For security we confirm every new payout account by phone with an administrator of the organization. We will call you within one business day.',
      'Please call Olga Owner, she is available all week.',
      'Done, the call is booked. You can add the account as a payout method meanwhile; it is used after our confirmation.',
    ],
  },
  {
    subject: 'API key rotation',
    category: 'integration',
    lines: [
      'How long does an old API key keep working after we roll it?',
      'You choose when rolling: at once, or after a grace period of up to 7 days. Both keys work during the grace period.',
    ],
  },
  {
    subject: 'Increase processing limit',
    category: 'account',
    lines: [
      'We expect twice our usual volume during the sales next month. Can the monthly limit be raised?',
      'We can review it. Please send your expected volume per currency and the dates of the campaign.',
      'About EUR 400,000 and GBP 80,000, from the 1st to the 15th.',
      'Thank you. Our risk team has approved a temporary limit for those dates.',
    ],
  },
  {
    subject: 'Add new payment method',
    category: 'payments',
    lines: [
      'We would like to offer bank transfers at checkout. What do we need to do?',
      'Bank transfers can be enabled for live projects after a short review. We have started it; it usually takes two business days.',
      'Great, we will wait for your confirmation.',
      'The review is complete and bank transfers are now enabled on the checkout page.',
    ],
  },
  {
    subject: 'Checkout page translation',
    category: 'integration',
    lines: [
      'Some texts on the checkout page are still in English when the customer chooses French.',
      'Three texts are missing in your French translation. Developers → Checkout translations lists them; once filled in they apply at once.',
      'Fixed, thank you.',
    ],
  },
  {
    subject: 'Fraud rule too strict',
    category: 'payments',
    related: 'transactions',
    lines: [
      'This payment from a returning customer was declined by the risk check. Can you tell us why?',
      'The risk score was high because the card country differs from the IP country. We have lowered the weight of that signal for your returning customers.',
      'Thank you, the customer has now paid.',
    ],
  },
];

interface WorkspacePlan {
  resourceId: string;
  count: number;
  pending: number;
  /** Conversation indexes offset, so that workspaces do not all start with the same subjects. */
  offset: number;
  creators: readonly { id: string; name: string }[];
}

const admin = { id: 'usr_admin', name: 'Ada Admin' };
const owner = { id: 'usr_owner', name: 'Olga Owner' };
const support = { id: 'usr_support', name: 'Sam Support' };

const plans: readonly WorkspacePlan[] = [
  { resourceId: 'res_org_northwind', count: 10, pending: 3, offset: 4, creators: [admin, owner, support] },
  { resourceId: 'res_prj_northwind_shop', count: 10, pending: 3, offset: 0, creators: [admin, support, owner] },
  { resourceId: 'res_prj_northwind_sandbox', count: 8, pending: 2, offset: 2, creators: [support, admin] },
  { resourceId: 'res_prj_solo', count: 8, pending: 2, offset: 5, creators: [admin] },
];

export type RelatedPicks = Readonly<Record<string, Partial<Record<TopicRelatedType, readonly RelatedPick[]>>>>;

/**
 * The objects seeded topics are about, per workspace: the demo transactions, payments older than 3
 * days (so none created since can shift the choice), the Shop's first disputes, Northwind Group's
 * seeded payouts (fixed ids: reading the payouts would build the whole ledger).
 */
export function relatedPicks(
  tables: { transactions: readonly Transaction[]; disputes: readonly { id: string; projectId: string; openedAt: string }[] },
  dayStart: number,
): RelatedPicks {
  const byId = new Map(tables.transactions.map((t) => [t.id, t]));
  const transaction = (id: string): RelatedPick[] => {
    const row = byId.get(id);
    return row ? [{ type: 'transactions', id, at: Date.parse(row.createdAt) }] : [];
  };
  const olderPayments = (projectId: string) =>
    tables.transactions
      .filter((t) => t.projectId === projectId && t.type === 'charge' && t.status === 'successful' && Date.parse(t.createdAt) < dayStart - 3 * DAY)
      .sort((a, b) => (a.createdAt > b.createdAt ? -1 : a.createdAt < b.createdAt ? 1 : a.id < b.id ? -1 : 1))
      .filter((_, index) => index % 7 === 3)
      .slice(0, 3)
      .map((t): RelatedPick => ({ type: 'transactions', id: t.id, at: Date.parse(t.createdAt) }));
  const disputes = tables.disputes
    .filter((d) => d.projectId === 'res_prj_northwind_shop' && Date.parse(d.openedAt) < dayStart - 3 * DAY)
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .slice(0, 2)
    .map((d): RelatedPick => ({ type: 'disputes', id: d.id, at: Date.parse(d.openedAt) }));
  const payout = (id: string, daysAgo: number): RelatedPick => ({ type: 'payouts', id, at: dayStart - daysAgo * DAY });
  return {
    res_org_northwind: { payouts: [payout('po_seed_failed', 20), payout('po_seed_paid_gbp', 25)], transactions: transaction(DEMO.kwdPaid) },
    res_prj_northwind_shop: {
      transactions: [...transaction(DEMO.eurPaid), ...transaction(DEMO.jpyPaid), ...olderPayments('res_prj_northwind_shop')],
      disputes,
    },
    res_prj_northwind_sandbox: { transactions: olderPayments('res_prj_northwind_sandbox') },
    res_prj_solo: { transactions: [...transaction(DEMO.other), ...olderPayments('res_prj_solo')] },
  };
}

export interface MailboxSeed {
  topics: Topic[];
  messages: TopicMessage[];
  attachments: Attachment[];
}

const contentTypeOf = (name: string) => (name.endsWith('.csv') ? 'text/csv' : 'application/pdf');

/** How many messages a thread has: a Pending one ends with support (an even count). */
function threadLength(status: Topic['status'], available: number, random: ReturnType<typeof createRandom>) {
  const most = Math.min(6, available);
  if (status === 'Pending') return Math.max(2, most - (most % 2) - 2 * random.int(0, 1));
  return random.int(2, most);
}

export function buildMailboxSeed(dayStart: number, picks: RelatedPicks): MailboxSeed {
  const random = createRandom(SEED);
  const seed: MailboxSeed = { topics: [], messages: [], attachments: [] };
  const latest = dayStart - 30 * MINUTE;
  for (const plan of plans) {
    const used = new Map<TopicRelatedType, number>();
    for (let i = 0; i < plan.count; i += 1) {
      const conversation = conversations[(i + plan.offset) % conversations.length];
      const id = `top_${plan.resourceId.slice(4)}_${String(i + 1).padStart(2, '0')}`;
      const status: Topic['status'] = i < plan.pending ? 'Pending' : random.pick(['Open', 'Open', 'Closed'] as const);
      const kind = conversation.related;
      const pool = kind ? (picks[plan.resourceId]?.[kind] ?? []) : [];
      const related = kind && pool.length ? pool[(used.get(kind) ?? 0) % pool.length] : undefined;
      if (kind) used.set(kind, (used.get(kind) ?? 0) + 1);
      // Pending ones are recent; a topic about an object comes after it.
      let created = dayStart - (status === 'Pending' ? random.int(2, 6) : random.int(7, 60)) * DAY + random.int(7, 17) * HOUR;
      if (related && related.at >= created) created = Math.min(related.at + random.int(2, 6) * HOUR, latest - DAY);
      const creator = plan.creators[i % plan.creators.length];
      const count = threadLength(status, conversation.lines.length, random);
      const agent = SUPPORT_AGENTS[fnv1a(id) % SUPPORT_AGENTS.length];
      let at = created;
      let opened = created;
      for (let k = 0; k < count; k += 1) {
        if (k > 0) at += random.int(1, 8) * HOUR + random.int(0, 59) * MINUTE;
        // Never after today's midnight: the last ones close up before it.
        const when = Math.min(at, latest - (count - 1 - k) * 10 * MINUTE);
        const merchant = k % 2 === 0;
        const messageId = `tmsg_${id.slice(4)}_${k + 1}`;
        const attachmentIds: string[] = [];
        if (k === 0 && conversation.file) {
          const bytes = seededFileBytes(conversation.file, conversation.subject);
          const attachmentId = `${SEED_ATTACHMENT_PREFIX}${id.slice(4)}_1`;
          attachmentIds.push(attachmentId);
          seed.attachments.push({
            id: attachmentId,
            resourceId: plan.resourceId,
            sessionId: SEED_SESSION_ID,
            name: conversation.file,
            size: bytes.byteLength,
            contentType: contentTypeOf(conversation.file),
            status: 'attached',
            received: bytes.byteLength,
            messageId,
            createdAt: new Date(when).toISOString(),
            expiresAt: new Date(when).toISOString(),
          });
        }
        seed.messages.push({
          id: messageId,
          topicId: id,
          body: conversation.lines[k],
          author: merchant ? 'merchant' : 'support',
          authorName: merchant ? creator.name : agent,
          userId: merchant ? creator.id : null,
          attachmentIds,
          createdAt: new Date(when).toISOString(),
        });
        at = when;
        if (k === 0) opened = when;
      }
      seed.topics.push({
        id,
        resourceId: plan.resourceId,
        subject: conversation.subject,
        status,
        category: conversation.category,
        related: related ? { type: related.type, id: related.id } : null,
        createdBy: creator,
        createdAt: new Date(opened).toISOString(),
        updatedAt: new Date(at).toISOString(),
      });
    }
  }
  return seed;
}
