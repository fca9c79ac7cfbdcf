import { seedChannels } from './channels';
import { buildEnterprise } from './enterprise';
import { createRandom } from './random';
import type { Group, Identity, Invitation, OutboxMessage, PayoutRequest, Resource, Session, User } from './schema';
import { seedGroups, seedIdentities, seedInvitations, seedOutbox, seedSessions, seedUsers } from './seed-accounts';

export const SEED = 20250101;
const DAY = 86_400_000;

/** Midnight UTC of today: generated dates are relative to it, so data stays recent. */
export const startOfUtcDay = (now = Date.now()) => Math.floor(now / DAY) * DAY;

export interface SeedTables {
  resources: Resource[];
  groups: Group[];
  identities: Identity[];
  users: User[];
  sessions: Session[];
  payoutRequests: PayoutRequest[];
  invitations: Invitation[];
  outbox: OutboxMessage[];
}

/** Northwind Group's four-eyes limit per currency (minor units): payouts above it wait for a second person. */
export const northwindApprovalLimits: Readonly<Record<string, number>> = {
  EUR: 100_000,
  USD: 100_000,
  GBP: 100_000,
  PLN: 500_000,
  UAH: 5_000_000,
  JPY: 150_000,
  KWD: 300_000,
};

/** The merchant Northwind's organizations belong to (organizations/create names it). */
export const NORTHWIND_MERCHANT_ID = 'res_mer_northwind';

const baseResources = (): Resource[] => [
  { id: NORTHWIND_MERCHANT_ID, name: 'Northwind Trading Ltd', resourceType: 'merchant', parentId: null, createdAt: '2022-02-15T09:00:00.000Z' },
  {
    id: 'res_org_northwind',
    name: 'Northwind Group',
    resourceType: 'organization',
    parentId: null,
    number: 'NW-0001',
    merchantId: NORTHWIND_MERCHANT_ID,
    payoutApprovalLimits: northwindApprovalLimits,
    createdAt: '2022-03-01T09:00:00.000Z',
  },
  {
    id: 'res_prj_northwind_shop',
    name: 'Northwind Shop',
    resourceType: 'project',
    parentId: 'res_org_northwind',
    mode: 'live',
    integration: 'hosted',
    website: 'https://shop.northwind.example',
    createdAt: '2022-03-02T09:00:00.000Z',
  },
  {
    id: 'res_prj_northwind_sandbox',
    name: 'Northwind Sandbox',
    resourceType: 'project',
    parentId: 'res_org_northwind',
    mode: 'sandbox',
    integration: 's2s',
    website: 'https://sandbox.northwind.example',
    createdAt: '2022-03-03T09:00:00.000Z',
  },
  {
    id: 'res_prj_solo',
    name: 'Solo Store',
    resourceType: 'project',
    parentId: null,
    mode: 'live',
    integration: 'hosted',
    website: 'https://solo.example',
    createdAt: '2023-06-10T09:00:00.000Z',
  },
];

/** Old payout requests (before payouts with approval): Northwind Group's and Solo Store's (a project with old payouts). */
function buildPayoutRequests(dayStart: number): PayoutRequest[] {
  const random = createRandom(SEED + 2);
  const group = Array.from({ length: 5 }, (_, i) => ({
    id: `pyr_northwind_${i + 1}`,
    resourceId: 'res_org_northwind',
    amount: random.int(50_000, 5_000_000),
    currency: random.pick(['EUR', 'USD', 'GBP'] as const),
    status: (['paid', 'paid', 'approved', 'pending', 'rejected'] as const)[i],
    createdAt: new Date(dayStart - (200 + i * 30) * DAY).toISOString(),
  }));
  const solo = Array.from({ length: 3 }, (_, i) => ({
    id: `pyr_solo_${i + 1}`,
    resourceId: 'res_prj_solo',
    amount: random.int(20_000, 900_000),
    currency: 'EUR' as const,
    status: (['paid', 'paid', 'rejected'] as const)[i],
    createdAt: new Date(dayStart - (420 + i * 45) * DAY).toISOString(),
  }));
  return [...group, ...solo];
}

/** Every seeded table except transactions (generated lazily, see transactions.ts). */
export function buildSeed(now = Date.now()): SeedTables {
  const dayStart = startOfUtcDay(now);
  const enterprise = buildEnterprise();
  return {
    resources: [...baseResources(), ...enterprise.resources, ...seedChannels()],
    groups: [...seedGroups(), ...enterprise.groups],
    identities: seedIdentities(enterprise.groups.map((g) => g.id)),
    users: seedUsers(dayStart),
    sessions: seedSessions(),
    payoutRequests: buildPayoutRequests(dayStart),
    invitations: seedInvitations(dayStart),
    outbox: seedOutbox(dayStart),
  };
}
