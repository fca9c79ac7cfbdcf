/**
 * API keys of a project (docs/api/developers.md). A key's secret is never stored: only its digest
 * and its first characters (`prefix`), and after a roll the previous secret's, until its grace ends.
 * The status is read from the clock (callers pass the sandbox time: this module is below the clock):
 * an active key past `expiresAt` is `expired`.
 */
import type { ApiKeyStatus } from '@/lib/contract/developers';
import { digest } from './random';
import type { ProjectMode } from './schema';
import { startOfUtcDay } from './seed';

export interface ApiKey {
  id: string;
  projectId: string;
  name: string;
  mode: ProjectMode;
  permissions: string[];
  /** Canonical CIDR ranges; empty: any address. */
  allowedIps: string[];
  prefix: string;
  secretDigest: string;
  /** After a roll with a grace: the previous secret keeps working until `previousSecretEndsAt`. */
  previousPrefix: string | null;
  previousSecretDigest: string | null;
  previousSecretEndsAt: string | null;
  /** Stored as `active` or `revoked`; `expired` is read from the clock. */
  status: 'active' | 'revoked';
  revokedAt: string | null;
  createdAt: string;
  createdBy: { name: string; email: string } | null;
  lastUsedAt: string | null;
  expiresAt: string | null;
}

const SECRET_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const SECRET_LENGTH = 32;
/** `sk_live_` or `sk_test_` and the first 4 random characters. */
const PREFIX_LENGTH = 12;

/** A new random secret for a key of a project in `mode`: `sk_live_…` / `sk_test_…`. */
export function newSecret(mode: ProjectMode): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SECRET_LENGTH));
  // 248 = 4 × 62: values from 248 up are drawn again, so every character is equally likely.
  const chars: string[] = [];
  for (const byte of bytes) if (byte < 248) chars.push(SECRET_ALPHABET[byte % 62]);
  while (chars.length < SECRET_LENGTH) {
    const [byte] = crypto.getRandomValues(new Uint8Array(1));
    if (byte < 248) chars.push(SECRET_ALPHABET[byte % 62]);
  }
  return `${mode === 'live' ? 'sk_live_' : 'sk_test_'}${chars.join('')}`;
}

export const secretPrefix = (secret: string) => secret.slice(0, PREFIX_LENGTH);
export const secretDigest = (secret: string) => digest(`api-key:${secret}`);

export function apiKeyStatus(key: ApiKey, at: number): ApiKeyStatus {
  if (key.status === 'revoked') return 'revoked';
  return key.expiresAt && Date.parse(key.expiresAt) <= at ? 'expired' : 'active';
}

/** True while the previous secret of a rolled key still works. */
export const graceRunning = (key: ApiKey, at: number) =>
  key.status === 'active' && key.previousSecretEndsAt !== null && Date.parse(key.previousSecretEndsAt) > at;

/**
 * What a merchant's API would check: the key `secret` opens, if it is usable now (active, not
 * expired), by its current secret or by the previous one within the grace. The sandbox blocks no
 * request by key (it has no merchant API); this is the rule a backend implements.
 */
export function keyOpenedBy(keys: readonly ApiKey[], secret: string, at: number): ApiKey | null {
  const wanted = secretDigest(secret);
  return (
    keys.find((key) => apiKeyStatus(key, at) === 'active' && (key.secretDigest === wanted || (graceRunning(key, at) && key.previousSecretDigest === wanted))) ??
    null
  );
}

/** The key as answers show it at `at` (the sandbox clock's now): its status and a running grace. */
export const apiKeyJson = (key: ApiKey, at: number) => {
  const grace = graceRunning(key, at);
  return {
    type: 'api-keys' as const,
    id: key.id,
    attributes: {
      name: key.name,
      prefix: key.prefix,
      mode: key.mode,
      permissions: key.permissions,
      allowedIps: key.allowedIps,
      status: apiKeyStatus(key, at),
      createdAt: key.createdAt,
      createdBy: key.createdBy,
      lastUsedAt: key.lastUsedAt,
      expiresAt: key.expiresAt,
      previousPrefix: grace ? key.previousPrefix : null,
      previousSecretEndsAt: grace ? key.previousSecretEndsAt : null,
    },
    relationships: { project: { data: { type: 'resources', id: key.projectId } } },
  };
};

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Three keys on Northwind Shop (one limited to two ranges, one rolled yesterday whose old secret
 * works for two more days, one expired) and one on Solo Store, dated from today's UTC midnight.
 * Nobody knows their secrets: the digests are of fixed texts.
 */
export function seedApiKeys(at = Date.now()): ApiKey[] {
  const day = startOfUtcDay(at);
  const iso = (offset: number) => new Date(day + offset).toISOString();
  const ada = { name: 'Ada Admin', email: 'admin@sandbox.test' };
  const dev = { name: 'Dev Developer', email: 'developer@sandbox.test' };
  const key = (id: string, fields: Partial<ApiKey> & Pick<ApiKey, 'name' | 'permissions' | 'prefix' | 'createdAt'>): ApiKey => ({
    id,
    projectId: 'res_prj_northwind_shop',
    mode: 'live',
    allowedIps: [],
    secretDigest: secretDigest(`seed:${id}`),
    previousPrefix: null,
    previousSecretDigest: null,
    previousSecretEndsAt: null,
    status: 'active',
    revokedAt: null,
    createdBy: ada,
    lastUsedAt: null,
    expiresAt: null,
    ...fields,
  });
  return [
    key('key_nw_backend', {
      name: 'Backend server',
      prefix: 'sk_live_4f9a',
      createdAt: iso(-180 * DAY + 9 * HOUR),
      lastUsedAt: iso(-2 * HOUR + 7 * 60_000),
      permissions: ['transactions.read.2479032559', 'refund.write', 'charge.write', 'payments'],
      allowedIps: ['203.0.113.0/24', '2001:db8:1234::/48'],
    }),
    key('key_nw_reporting', {
      name: 'Reporting export',
      prefix: 'sk_live_Qm7c',
      createdAt: iso(-60 * DAY + 14 * HOUR),
      createdBy: dev,
      lastUsedAt: iso(-DAY + 23 * HOUR),
      permissions: ['reports.processing-transactions.read', 'reports.settled-transactions.read', 'transactions.read.2479032559'],
      // Rolled yesterday at 10:00 UTC with a 72-hour grace.
      previousPrefix: 'sk_live_b81X',
      previousSecretDigest: secretDigest('seed:key_nw_reporting:previous'),
      previousSecretEndsAt: iso(-DAY + 10 * HOUR + 72 * HOUR),
    }),
    key('key_nw_plugin', {
      name: 'Old checkout plugin',
      prefix: 'sk_live_Zt20',
      createdAt: iso(-400 * DAY + 11 * HOUR),
      lastUsedAt: iso(-45 * DAY + 16 * HOUR),
      permissions: ['payments', 'charge.write'],
      expiresAt: iso(-10 * DAY),
    }),
    key('key_solo_shop', {
      projectId: 'res_prj_solo',
      name: 'Shop plugin',
      prefix: 'sk_live_n3Vd',
      createdAt: iso(-300 * DAY + 10 * HOUR),
      lastUsedAt: iso(-DAY + 20 * HOUR),
      permissions: ['payments', 'charge.write', 'transactions.read.2479032559'],
    }),
    // enterprise@'s first project: its 100,000 logged calls (mocks/developers/volume.ts) are this key's.
    key('key_ent_web', {
      projectId: 'res_ent_prj_0001_01',
      name: 'Web shop backend',
      prefix: 'sk_live_E7tq',
      createdAt: iso(-120 * DAY + 9 * HOUR),
      createdBy: { name: 'Eve Enterprise', email: 'enterprise@sandbox.test' },
      lastUsedAt: iso(-HOUR),
      permissions: ['payments', 'charge.write', 'refund.write', 'transactions.read.2479032559'],
    }),
  ];
}
