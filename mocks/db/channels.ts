/**
 * Channels (docs/api/channels.md): resources of type `channel` under a project, their own attributes
 * on the resource row (`Resource.channel`). The seed, the answer's shape, and which channel (and
 * terminal) a payment came through.
 */
import type { ChannelKind, ChannelStatus } from '@/lib/contract/channels';
import { enterpriseCounts } from './enterprise';
import { createRandom, fnv1a } from './random';
import type { Resource } from './schema';

export interface Terminal {
  id: string;
  label: string;
  serialNumber: string;
  createdAt: string;
}

export interface ChannelDetails {
  kind: ChannelKind;
  defaultCurrency: string;
  statementDescriptor: string;
  status: ChannelStatus;
  /** Point of sale only (empty for the other kinds). */
  terminals: Terminal[];
  updatedAt: string;
}

export type Channel = Resource & { resourceType: 'channel'; channel: ChannelDetails };

export const isChannel = (resource: Resource | undefined): resource is Channel => resource?.resourceType === 'channel' && resource.channel !== undefined;

interface SeedChannel {
  id: string;
  projectId: string;
  name: string;
  kind: ChannelKind;
  currency?: string;
  descriptor: string;
  status?: ChannelStatus;
  terminals?: [label: string, serial: string][];
  createdAt: string;
}

const seedList: SeedChannel[] = [
  {
    id: 'res_chn_nw_web',
    projectId: 'res_prj_northwind_shop',
    name: 'Northwind Web Shop',
    kind: 'web-shop',
    descriptor: 'NORTHWIND SHOP',
    createdAt: '2022-03-02T10:00:00.000Z',
  },
  {
    id: 'res_chn_nw_app',
    projectId: 'res_prj_northwind_shop',
    name: 'Northwind App',
    kind: 'mobile-app',
    descriptor: 'NORTHWIND APP',
    createdAt: '2022-04-11T10:00:00.000Z',
  },
  {
    id: 'res_chn_nw_store',
    projectId: 'res_prj_northwind_shop',
    name: 'Flagship Store',
    kind: 'point-of-sale',
    descriptor: 'NORTHWIND STORE',
    terminals: [
      ['Till 1', 'NW-PAX-00101'],
      ['Till 2', 'NW-PAX-00102'],
      ['Customer service desk', 'NW-PAX-00117'],
    ],
    createdAt: '2022-05-20T10:00:00.000Z',
  },
  {
    id: 'res_chn_nw_kiosk',
    projectId: 'res_prj_northwind_shop',
    name: 'Summer Pop-up Kiosk',
    kind: 'point-of-sale',
    currency: 'USD',
    descriptor: 'NORTHWIND POP-UP',
    status: 'disabled',
    terminals: [['Kiosk', 'NW-SUM-00007']],
    createdAt: '2023-05-01T10:00:00.000Z',
  },
  {
    id: 'res_chn_nws_web',
    projectId: 'res_prj_northwind_sandbox',
    name: 'Test Web Shop',
    kind: 'web-shop',
    descriptor: 'NW TEST SHOP',
    createdAt: '2022-03-03T10:00:00.000Z',
  },
  {
    id: 'res_chn_nws_app',
    projectId: 'res_prj_northwind_sandbox',
    name: 'Test App',
    kind: 'mobile-app',
    descriptor: 'NW TEST APP',
    createdAt: '2022-03-03T11:00:00.000Z',
  },
  { id: 'res_chn_solo_web', projectId: 'res_prj_solo', name: 'Solo Online', kind: 'web-shop', descriptor: 'SOLO STORE', createdAt: '2023-06-10T10:00:00.000Z' },
  {
    id: 'res_chn_solo_stall',
    projectId: 'res_prj_solo',
    name: 'Market Stall',
    kind: 'point-of-sale',
    descriptor: 'SOLO MARKET',
    terminals: [
      ['Stall reader', 'SOLO-SUMUP-3311'],
      ['Spare reader', 'SOLO-SUMUP-3312'],
    ],
    createdAt: '2023-07-01T10:00:00.000Z',
  },
];

/**
 * Enterprise channels: a web shop and an app for the projects of the first organizations and the first
 * standalone projects, not all 4,600 projects: the switcher and its bench keep the volume they measure.
 */
export const ENTERPRISE_CHANNEL_ORGANIZATIONS = 5;
const pad = (n: number, width = 4) => String(n).padStart(width, '0');

function enterpriseSeed(): SeedChannel[] {
  const out: SeedChannel[] = [];
  const add = (projectId: string, key: string, i: number) => {
    out.push({
      id: `res_chn_ent_${key}_web`,
      projectId,
      name: 'Web Shop',
      kind: 'web-shop',
      descriptor: `ENT ${key.replace(/_/g, ' ')} WEB`.slice(0, 22),
      createdAt: new Date(Date.UTC(2023, 6, 1) + i * 3_600_000).toISOString(),
    });
    out.push({
      id: `res_chn_ent_${key}_app`,
      projectId,
      name: 'Mobile App',
      kind: 'mobile-app',
      descriptor: `ENT ${key.replace(/_/g, ' ')} APP`.slice(0, 22),
      createdAt: new Date(Date.UTC(2023, 6, 2) + i * 3_600_000).toISOString(),
    });
  };
  let i = 0;
  for (let o = 1; o <= ENTERPRISE_CHANNEL_ORGANIZATIONS; o += 1) {
    for (let p = 1; p <= enterpriseCounts.projectsPerOrganization; p += 1) add(`res_ent_prj_${pad(o)}_${pad(p, 2)}`, `${pad(o)}_${pad(p, 2)}`, i++);
  }
  for (let s = 1; s <= ENTERPRISE_CHANNEL_ORGANIZATIONS; s += 1) add(`res_ent_solo_${pad(s)}`, `s${pad(s)}`, i++);
  return out;
}

const toResource = (seed: SeedChannel): Channel => ({
  id: seed.id,
  name: seed.name,
  resourceType: 'channel',
  parentId: seed.projectId,
  createdAt: seed.createdAt,
  channel: {
    kind: seed.kind,
    defaultCurrency: seed.currency ?? 'EUR',
    statementDescriptor: seed.descriptor,
    status: seed.status ?? 'active',
    terminals: (seed.terminals ?? []).map(([label, serialNumber], index) => ({
      id: `trm_${seed.id.slice(8)}_${index + 1}`,
      label,
      serialNumber,
      createdAt: seed.createdAt,
    })),
    updatedAt: seed.createdAt,
  },
});

/** The seeded channels (resources rows), the same on every machine. */
export const seedChannels = (): Channel[] => [...seedList, ...enterpriseSeed()].map(toResource);

/** The answer's shape (`channels/*`). */
export const channelJson = (channel: Channel) => ({
  type: 'channels' as const,
  id: channel.id,
  attributes: {
    name: channel.name,
    kind: channel.channel.kind,
    defaultCurrency: channel.channel.defaultCurrency,
    statementDescriptor: channel.channel.statementDescriptor,
    status: channel.channel.status,
    terminals: channel.channel.terminals.map((terminal) => ({ ...terminal })),
    createdAt: channel.createdAt,
    updatedAt: channel.channel.updatedAt,
  },
  relationships: { project: { data: { type: 'resources', id: channel.parentId } } },
});

/** Where a payment came through: its channel and, at a point of sale, one of its terminals. */
export interface PaymentSource {
  channelId: string;
  terminalId: string | null;
}

const pickSource = (channels: readonly Channel[], roll: () => number): PaymentSource | null => {
  if (channels.length === 0) return null;
  const channel = channels[Math.floor(roll() * channels.length)];
  const terminals = channel.channel.terminals;
  return { channelId: channel.id, terminalId: terminals.length ? terminals[Math.floor(roll() * terminals.length)].id : null };
};

/**
 * Gives every seeded payment its channel (a refund, capture or chargeback its payment's), from a
 * random stream of its own: the rows' other fields stay exactly as generated.
 */
export function assignSeededChannels<T extends { id: string; projectId: string; parentId?: string; channelId?: string | null; terminalId?: string | null }>(
  rows: T[],
  seed: number,
): void {
  const byProject = new Map<string, Channel[]>();
  for (const channel of seedChannels()) byProject.set(channel.parentId!, [...(byProject.get(channel.parentId!) ?? []), channel]);
  const random = createRandom(seed);
  const byId = new Map<string, T>();
  for (const row of rows) {
    byId.set(row.id, row);
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    const source = parent
      ? { channelId: parent.channelId ?? null, terminalId: parent.terminalId ?? null }
      : pickSource(byProject.get(row.projectId) ?? [], random.next);
    row.channelId = source?.channelId ?? null;
    row.terminalId = source?.terminalId ?? null;
  }
}

/** A new payment's channel: one of the project's active channels, chosen from the payment's own id. */
export function sourceOfNewPayment(channels: readonly Channel[], paymentId: string): PaymentSource | null {
  const active = channels.filter((channel) => channel.channel.status === 'active');
  let state = fnv1a(paymentId);
  return pickSource(active, () => {
    state = Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) >>> 0;
    return state / 4294967296;
  });
}
