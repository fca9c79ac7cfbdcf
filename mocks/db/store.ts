import { buildSeed, startOfUtcDay, type SeedTables } from './seed';
import type { StaffAuditEntry } from '../staff/model';
import type { Attachment, PayoutRequest, SandboxJob, StoredActionResult, Topic, TopicMessage, Transaction } from './schema';
import { Table, type TableOverlay } from './table';
import { seedApiKeys, type ApiKey } from './api-keys';
import { seedAuditEntries, type AuditEntry } from './audit';
import type { BulkRefund } from './bulk-refunds';
import { seedCheckoutTranslations, type AllowedIpList, type CheckoutTranslation } from './project-settings';
import { seedDisputes, type Dispute } from './disputes';
import { seedPaymentLinks, type PaymentLink } from './payment-links';
import { seedReports, type Report } from './reports';
import type { TransactionExport } from './transaction-exports';
import type { TransactionView } from './transaction-views';
import type { LedgerEntry } from './ledger';
import { buildMoneySeed, type MoneySeed } from './money-seed';
import type { Exchange, Payout, PayoutMethod, Settlement } from './payouts';
import { generateTransactions } from './transactions';
import type { WebhookDelivery, WebhookEndpoint } from '../webhooks/model';
import { seedWebhookDeliveries, seedWebhookEndpoints } from '../webhooks/seed';
import type { ApiRequest } from '../developers/requests';
import { seedApiRequests } from '../developers/seed';
import type { KnownDevice, SignInNotice } from './sign-in-notices';
import type { Passkey } from './passkeys';
import { buildMailboxSeed, relatedPicks, type MailboxSeed } from '../mailbox/mailbox-seed';
import type { BillingEvent, BillingSettings, Customer, Invoice, Plan, Subscription } from '../billing/model';
import { buildBillingSeed, type BillingSeed } from '../billing/seed';
import type { AntifraudList, AntifraudListItem, AntifraudReview, AntifraudRule, AntifraudSettings } from '../antifraud/model';
import { buildAntifraudSeed, type AntifraudSeed } from '../antifraud/seed';
import type { CardToken, TopUp, Transfer } from '../wallet/model';
import { buildWalletSeed, type WalletSeed } from '../wallet/seed';

export const STORAGE_KEY = 'sandbox-db-v2';

interface Meta {
  /** Trusted devices: email → expiry (ISO); 2FA is skipped until then. */
  trustedDevices: Record<string, string>;
  /** The email of the last reset-password request (the sandbox "sends" one link). */
  resetEmail: string | null;
  /** How far the clock was moved ahead of the wall clock (mocks/clock.ts): one clock for every tab. */
  clockOffset: number;
}

const emptyMeta = (): Meta => ({ trustedDevices: {}, resetEmail: null, clockOffset: 0 });
const metaOf = (stored: Partial<Meta> | undefined): Meta => ({
  trustedDevices: { ...stored?.trustedDevices },
  resetEmail: stored?.resetEmail ?? null,
  clockOffset: typeof stored?.clockOffset === 'number' ? stored.clockOffset : 0,
});

let seedCache: SeedTables | null = null;
const seeded = () => (seedCache ??= buildSeed());
let persistenceEnabled = false;
let persistScheduled = false;
/** Counts the writes of the stored database, this tab's and the ones taken in from other tabs. */
let revision = 0;

function schedulePersist() {
  if (!persistenceEnabled || persistScheduled) return;
  persistScheduled = true;
  queueMicrotask(flushPersist);
}

/**
 * Writes the changes not written yet now rather than at the end of the task; returns the revision
 * that holds them (a push relayed to another tab waits there until that tab has taken it in).
 */
export function flushPersist(): number {
  if (persistScheduled) {
    persistScheduled = false;
    persist();
  }
  return revision;
}

/** The revision of the stored database this tab has (written or taken in). */
export const storedRevision = () => revision;

const table = <K extends keyof SeedTables>(key: K) => new Table<SeedTables[K][number]>(() => seeded()[key] as SeedTables[K][number][], schedulePersist);

// Seeds that read other tables (typed here, so that `db`'s type does not depend on itself).
function disputesSeed(): Dispute[] {
  return seedDisputes(db.transactions.all());
}
/** The money seeded from the transactions, built once per load (every money table reads its part). */
let moneySeedCache: { generation: number; seed: MoneySeed } | null = null;
let generation = 0;
/** True once this load's money seed is built: before that, it will read the transactions as they are then. */
export const isMoneySeeded = () => moneySeedCache?.generation === generation;
function moneySeed(): MoneySeed {
  if (moneySeedCache?.generation !== generation) {
    moneySeedCache = { generation, seed: buildMoneySeed(db.transactions.all(), db.resources.all()) };
  }
  return moneySeedCache.seed;
}
function auditSeed(): AuditEntry[] {
  return seedAuditEntries({
    transactions: db.transactions.all(),
    disputes: db.disputes.all(),
    reports: db.reports.all(),
    payouts: db.payouts.all(),
  });
}
/** The seeded mailbox, built once per load on the first read of one of its tables (it names seeded transactions and disputes). */
let mailboxSeedCache: { generation: number; seed: MailboxSeed } | null = null;
function mailboxSeed(): MailboxSeed {
  if (mailboxSeedCache?.generation !== generation) {
    const dayStart = startOfUtcDay();
    const picks = relatedPicks({ transactions: db.transactions.all(), disputes: db.disputes.all() }, dayStart);
    mailboxSeedCache = { generation, seed: buildMailboxSeed(dayStart, picks) };
  }
  return mailboxSeedCache.seed;
}
/** The billing seed, built once per load on the first read of a billing table (it reads the transactions). */
let billingSeedCache: { generation: number; seed: BillingSeed } | null = null;
function billingSeed(): BillingSeed {
  if (billingSeedCache?.generation !== generation) {
    billingSeedCache = { generation, seed: buildBillingSeed({ transactions: db.transactions.all() }) };
  }
  return billingSeedCache.seed;
}
/** The antifraud seed, built once per load on the first read of a list, item, rule or review table. */
let antifraudSeedCache: { generation: number; seed: AntifraudSeed } | null = null;
function antifraudSeed(): AntifraudSeed {
  if (antifraudSeedCache?.generation !== generation) antifraudSeedCache = { generation, seed: buildAntifraudSeed() };
  return antifraudSeedCache.seed;
}
/** The wallets (mocks/wallet/), seeded together on the first read of one of their tables. */
let walletSeedCache: { generation: number; seed: WalletSeed } | null = null;
function walletSeed(): WalletSeed {
  if (walletSeedCache?.generation !== generation) walletSeedCache = { generation, seed: buildWalletSeed(startOfUtcDay()) };
  return walletSeedCache.seed;
}
function reportsSeed(): Report[] {
  return seedReports(
    (id) => db.resources.get(id),
    (id) => db.resources.filter((r) => r.resourceType === 'project' && r.parentId === id),
  );
}

/** The sandbox database: typed tables over the deterministic seed. */
export const db = {
  resources: table('resources'),
  groups: table('groups'),
  identities: table('identities'),
  users: table('users'),
  sessions: table('sessions'),
  /** Mailbox topics (docs/api/mailbox.md); seeded on first read with their threads (mocks/mailbox/mailbox-seed.ts). */
  topics: new Table<Topic>(() => mailboxSeed().topics, schedulePersist),
  /** The topics' messages, oldest first per topic (in the order written). */
  topicMessages: new Table<TopicMessage>(() => mailboxSeed().messages, schedulePersist),
  /** Files offered to the mailbox (their bytes live apart: mocks/mailbox/file-bytes.ts). */
  attachments: new Table<Attachment>(() => mailboxSeed().attachments, schedulePersist),
  payoutRequests: table('payoutRequests') as Table<PayoutRequest>,
  /** Invitations not yet accepted (mocks/invitations.ts). */
  invitations: table('invitations'),
  /** What the sandbox "sent" (invitation links): the sandbox panel shows it. */
  outbox: table('outbox'),
  /** Generated on first access (12,000 rows). */
  transactions: new Table<Transaction>(() => generateTransactions(), schedulePersist),
  transactionViews: new Table<TransactionView>(() => [], schedulePersist),
  transactionExports: new Table<TransactionExport>(() => [], schedulePersist),
  bulkRefunds: new Table<BulkRefund>(() => [], schedulePersist),
  paymentLinks: new Table<PaymentLink>(() => seedPaymentLinks(), schedulePersist),
  /** Billing (mocks/billing/): customers, plans, subscriptions, invoices and timelines, seeded together on first read. */
  customers: new Table<Customer>(() => billingSeed().customers, schedulePersist),
  plans: new Table<Plan>(() => billingSeed().plans, schedulePersist),
  subscriptions: new Table<Subscription>(() => billingSeed().subscriptions, schedulePersist),
  invoices: new Table<Invoice>(() => billingSeed().invoices, schedulePersist),
  billingEvents: new Table<BillingEvent>(() => billingSeed().events, schedulePersist),
  /** Dunning settings of the workspaces that set their own (id: the resource's); none seeded. */
  billingSettings: new Table<BillingSettings>(() => [], schedulePersist),
  /** Antifraud (mocks/antifraud/): each merchant's lists, their items, its rules and review queue, seeded together on first read. */
  antifraudLists: new Table<AntifraudList>(() => antifraudSeed().lists, schedulePersist),
  antifraudListItems: new Table<AntifraudListItem>(() => antifraudSeed().items, schedulePersist),
  antifraudRules: new Table<AntifraudRule>(() => antifraudSeed().rules, schedulePersist),
  antifraudReviews: new Table<AntifraudReview>(() => antifraudSeed().reviews, schedulePersist),
  /** Risk thresholds of the merchants that set their own (id: the merchant's); none seeded. */
  antifraudSettings: new Table<AntifraudSettings>(() => [], schedulePersist),
  /** One per seeded chargeback (built from the transactions on first access). */
  disputes: new Table<Dispute>(disputesSeed, schedulePersist),
  reports: new Table<Report>(reportsSeed, schedulePersist),
  /** Every money fact (mocks/db/ledger.ts): seeded from the transactions, then appended to, never changed. */
  ledger: new Table<LedgerEntry>(() => moneySeed().ledger, schedulePersist),
  payouts: new Table<Payout>(() => moneySeed().payouts, schedulePersist),
  payoutMethods: new Table<PayoutMethod>(() => moneySeed().payoutMethods, schedulePersist),
  settlements: new Table<Settlement>(() => moneySeed().settlements, schedulePersist),
  exchanges: new Table<Exchange>(() => [], schedulePersist),
  /** The wallets' own ledger (docs/api/wallet.md): top-ups in, transfers out; the ledger's rules. */
  walletLedger: new Table<LedgerEntry>(() => walletSeed().ledger, schedulePersist),
  transfers: new Table<Transfer>(() => walletSeed().transfers, schedulePersist),
  topUps: new Table<TopUp>(() => walletSeed().topUps, schedulePersist),
  /** Cards typed in for a transfer, masked, for 15 minutes and one transfer; none seeded. */
  cardTokens: new Table<CardToken>(() => [], schedulePersist),
  /** Results of mutating actions by requestReference; persisted, so idempotency survives a reload. */
  actionResults: new Table<StoredActionResult>(() => [], schedulePersist),
  /** Changes scheduled for later (mocks/clock.ts); persisted, so a job due by the next load is applied then. */
  jobs: new Table<SandboxJob>(() => [], schedulePersist),
  /** Projects' API keys (secrets as digests only, mocks/db/api-keys.ts). */
  apiKeys: new Table<ApiKey>(() => seedApiKeys(), schedulePersist),
  /** A project's allowed IP ranges, one row per project that has set some (id: the project's). */
  allowedIpLists: new Table<AllowedIpList>(() => [], schedulePersist),
  /** Checkout page translations besides each project's default English (mocks/db/project-settings.ts). */
  checkoutTranslations: new Table<CheckoutTranslation>(() => seedCheckoutTranslations(), schedulePersist),
  /** The audit trail (mocks/actions/audit-trail.ts): seeded from what seeded users did, then appended to. */
  auditEntries: new Table<AuditEntry>(auditSeed, schedulePersist),
  /** Webhook endpoints (mocks/webhooks/): four seeded, one of them the bench's. */
  webhookEndpoints: new Table<WebhookEndpoint>(() => seedWebhookEndpoints(), schedulePersist),
  /** Their deliveries: the bench endpoint's 10,000 are built on the first read. */
  webhookDeliveries: new Table<WebhookDelivery>(() => seedWebhookDeliveries(), schedulePersist),
  /** The API request log (mocks/developers/): 30 days of Northwind's calls, then the clock's traffic. */
  apiRequests: new Table<ApiRequest>(() => seedApiRequests(), schedulePersist),
  /** The browsers each account signed in from (mocks/new-device.ts): a sign-in from another one is noticed. */
  knownDevices: new Table<KnownDevice>(() => [], schedulePersist),
  /** Notices of sign-ins from new browsers, with their "This wasn't me" links (digests only). */
  signInNotices: new Table<SignInNotice>(() => [], schedulePersist),
  /** The internal audit of staff changes to users' accounts (mocks/staff/, docs/api/staff.md); none seeded. */
  staffAudit: new Table<StaffAuditEntry>(() => [], schedulePersist),
  /** Users' passkeys (public keys and counters only, mocks/db/passkeys.ts); none seeded. */
  passkeys: new Table<Passkey>(() => [], schedulePersist),
  meta: emptyMeta(),
};

type Tables = Omit<typeof db, 'meta'>;
const tableNames = Object.keys(db).filter((key) => key !== 'meta') as (keyof Tables)[];

interface Snapshot {
  version: 1;
  revision?: number;
  tables: Partial<Record<keyof Tables, TableOverlay<{ id: string }>>>;
  meta: Meta;
}

/** Records a change of `db.meta` (tables record their own changes). */
export const touchMeta = () => schedulePersist();

/**
 * Where the overlay is kept: the page's localStorage, unless `setPersistence` was given another store
 * with the same three calls (the Node sandbox server's file, `sandbox-server/file-storage.ts`).
 */
export type SandboxStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
let storageBackend: SandboxStorage | null = null;

const storage = (): SandboxStorage | null => {
  if (storageBackend) return storageBackend;
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/** Writes the overlay (only what changed on top of the seed) to localStorage (or the store `setPersistence` was given). */
export function persist() {
  const store = storage();
  if (!persistenceEnabled || !store) return;
  revision += 1;
  const snapshot: Snapshot = { version: 1, revision, tables: {}, meta: db.meta };
  for (const name of tableNames) {
    const overlay = db[name].overlay();
    if (overlay.upserted.length || overlay.deleted.length) snapshot.tables[name] = overlay;
  }
  try {
    store.setItem(STORAGE_KEY, JSON.stringify(snapshot));
  } catch {
    // Quota exceeded or storage disabled: the sandbox keeps working in memory.
  }
}

const loadListeners = new Set<() => void>();

/** Runs `listener` after every load (the clock applies the jobs that fell due meanwhile). */
export function afterLoad(listener: () => void): () => void {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

/** Rebuilds seed + persisted overlay (the overlay only when persistence is on). */
export function load() {
  let snapshot: Snapshot | null = null;
  const raw = persistenceEnabled ? storage()?.getItem(STORAGE_KEY) : null;
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as Snapshot;
      if (parsed?.version === 1) snapshot = parsed;
    } catch {
      snapshot = null;
    }
  }
  seedCache = null;
  generation += 1;
  for (const name of tableNames) {
    (db[name] as unknown as Table<{ id: string }>).restore(snapshot?.tables[name]);
  }
  db.meta = metaOf(snapshot?.meta);
  revision = snapshot?.revision ?? 0;
  for (const listener of [...loadListeners]) listener();
}

const syncListeners = new Set<() => void>();

/** Runs `listener` after the database took in another tab's changes (the clock re-arms for their jobs). */
export function afterSync(listener: () => void): () => void {
  syncListeners.add(listener);
  return () => syncListeners.delete(listener);
}

/**
 * Another tab of this browser wrote the database: take its state in, so that every tab of the sandbox
 * answers from one database as a shared server would. Two tabs writing within the same moment: the
 * later write wins (a sandbox, not a server; docs in mocks/README.md, *Several tabs*).
 */
export function syncFromStorage(raw: string | null) {
  let snapshot: Snapshot | null;
  try {
    const parsed = raw ? (JSON.parse(raw) as Snapshot) : null;
    snapshot = parsed?.version === 1 ? parsed : null;
  } catch {
    return;
  }
  for (const name of tableNames) (db[name] as unknown as Table<{ id: string }>).sync(snapshot?.tables[name]);
  db.meta = metaOf(snapshot?.meta);
  revision = Math.max(revision, snapshot?.revision ?? 0);
  for (const listener of [...syncListeners]) listener();
}

/** Back to the seed: forgets every change and the persisted overlay. */
export function resetDb() {
  storage()?.removeItem(STORAGE_KEY);
  seedCache = null;
  generation += 1;
  for (const name of tableNames) db[name].restore();
  db.meta = emptyMeta();
}

let listening = false;

/** Turns persistence on (loading what `backend`, default the page's localStorage, holds) or off. */
export function setPersistence(enabled: boolean, backend?: SandboxStorage) {
  persistenceEnabled = enabled;
  if (backend) storageBackend = backend;
  if (!enabled) return;
  load();
  // Other tabs write localStorage; a store of its own (one Node process) has no other writer.
  if (!listening && !storageBackend && typeof window !== 'undefined') {
    listening = true;
    window.addEventListener('storage', (event) => {
      if (persistenceEnabled && event.key === STORAGE_KEY) syncFromStorage(event.newValue);
    });
  }
}

export const isPersistenceEnabled = () => persistenceEnabled;
