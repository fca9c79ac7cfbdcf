import type { Identity, Session, SessionScope, User } from './db/schema';
import { tokenDigest } from './db/seed-accounts';
import { newId } from './db/ids';
import { db } from './db/store';

/** The literal set-2fa link tokens: setup-scope sessions of setup2fa@sandbox.test. */
export const SETUP_LINK_TOKENS: Readonly<Record<string, { id: string; expired: boolean }>> = {
  'sandbox-2fa-token': { id: 'tok_setup_link', expired: false },
  'expired-token': { id: 'tok_setup_link_expired', expired: true },
};
const SETUP_USER_ID = 'usr_setup2fa';

/** Actions each limited scope may call (`full` may call everything). */
export const scopeActions: Readonly<Record<Exclude<SessionScope, 'full'>, readonly string[]>> = {
  '2fa-setup': ['users/createTwoFaSecret', 'users/confirmTwoFaSecret', 'users/me'],
  'password-change': ['users/me'],
  '2fa': [],
  'identity-select': [],
};

export interface RequestMeta {
  userAgent: string;
  ip: string;
}

const newToken = () => `sbx_${crypto.randomUUID().replace(/-/g, '')}`;

/** Creates a session and returns it with its bearer token (only the digest is stored). */
export function createSession(
  user: User,
  scope: SessionScope,
  identityId: string | null,
  meta: RequestMeta,
  extra: Partial<Session> = {},
): { session: Session; token: string } {
  const token = newToken();
  const now = new Date().toISOString();
  const session = db.sessions.insert({
    id: newId('tok'),
    tokenDigest: tokenDigest(token),
    userId: user.id,
    identityId,
    scope,
    createdAt: now,
    lastUsedAt: now,
    userAgent: meta.userAgent,
    ip: meta.ip,
    channels: [],
    ...extra,
  });
  return { session, token };
}

function setupLinkSession(token: string): Session | undefined {
  const link = SETUP_LINK_TOKENS[token];
  if (!link) return undefined;
  const existing = db.sessions.get(link.id);
  if (existing) return existing;
  const identity = db.identities.find((i) => i.userId === SETUP_USER_ID);
  const now = new Date().toISOString();
  return db.sessions.insert({
    id: link.id,
    tokenDigest: tokenDigest(token),
    userId: SETUP_USER_ID,
    identityId: identity?.id ?? null,
    scope: '2fa-setup',
    createdAt: now,
    lastUsedAt: now,
    userAgent: 'set-2fa link',
    ip: '127.0.0.1',
    channels: [],
    expired: link.expired,
  });
}

export function sessionByToken(token: string): Session | undefined {
  const link = setupLinkSession(token);
  if (link) return link;
  const wanted = tokenDigest(token);
  return db.sessions.find((s) => s.tokenDigest === wanted);
}

export const sessionByChannel = (channel: string) => db.sessions.find((s) => s.channels.includes(channel));

export const bearerToken = (request: Request) => {
  const match = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '');
  return match ? match[1].trim() : null;
};

/**
 * Bearer token → session; else the `session-channel` cookie → the session bound to it.
 * Touches `lastUsedAt` (at most once a minute, to keep storage writes low).
 */
export function resolveSession(request: Request, cookies: Record<string, string>): Session | null {
  const token = bearerToken(request);
  const session = token ? sessionByToken(token) : cookies['session-channel'] ? sessionByChannel(cookies['session-channel']) : undefined;
  if (!session) return null;
  const now = Date.now();
  if (now - Date.parse(session.lastUsedAt) > 60_000) return db.sessions.patch(session.id, { lastUsedAt: new Date(now).toISOString() }) ?? null;
  return session;
}

/**
 * The identity a signed-in (full) session acts as, while it is still the user's and active; null when
 * none is selected or it was deactivated (or removed) since.
 */
export function activeIdentity(session: Session): Identity | null {
  const identity = session.scope === 'full' && session.identityId ? db.identities.get(session.identityId) : undefined;
  return identity && identity.userId === session.userId && identity.status === 'active' ? identity : null;
}

/** Binds a channel on first use; false when it belongs to another session. */
export function bindChannel(session: Session, channel: string): boolean {
  const owner = sessionByChannel(channel);
  if (owner && owner.id !== session.id) return false;
  if (!owner) db.sessions.patch(session.id, { channels: [...session.channels, channel] });
  return true;
}

/** Ends a session; its channels lose their binding with it. */
export const endSession = (sessionId: string) => db.sessions.remove(sessionId);

/** The first address of `X-Forwarded-For` when it reads as an IPv4 or IPv6 address. */
const forwardedFor = (request: Request) => {
  const first = request.headers.get('x-forwarded-for')?.split(',')[0].trim();
  return first && /^[\d.]{7,15}$|^[\da-f:]{2,39}$/i.test(first) ? first : null;
};

export const requestMeta = (request: Request): RequestMeta => ({
  // A page's fetch may not set User-Agent; the sandbox runs in that page, so it can read it there.
  userAgent: request.headers.get('user-agent') ?? (typeof navigator === 'undefined' ? 'Unknown browser' : navigator.userAgent),
  // The client's address as the sandbox's stand-in for a front proxy reports it (tests set it to a
  // documentation address of mocks/db/places.ts); a real backend trusts the header from its own proxy only.
  ip: forwardedFor(request) ?? '127.0.0.1',
});
