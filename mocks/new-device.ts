/**
 * New-device sign-in (docs/api/sign-in-notices.md, docs/security.md *New-device sign-in*).
 *
 * A browser is recognised by a long-lived device cookie the sandbox sets on every finished sign-in
 * (`sandbox-device`, HttpOnly-style: MSW keeps it in its own cookie store, which the app's code never
 * reads). A finished sign-in (status `ok`) whose browser this account has not used before is noticed:
 * the account's e-mail (the outbox) gets the device, IP, place and time with a "This wasn't me" link,
 * and the account's other signed-in sessions hear it (`resource-updated` `{type: 'sign-ins'}`). The
 * link's report is mocks/sign-in-report.ts; the refusals a report leaves behind are here.
 */
import { HttpResponse } from 'msw';
import { describeUserAgent } from '@/components/sessions/user-agent';
import { now, nowIso } from './clock';
import { newId } from './db/ids';
import { placeOf } from './db/places';
import type { Session, User } from './db/schema';
import { passwordDigest, tokenDigest } from './db/seed-accounts';
import type { SignInNotice } from './db/sign-in-notices';
import { db } from './db/store';
import { errorResponse, isRecord } from './handlers/respond';
import { pushToSession } from './pusher-hub';

export const DEVICE_COOKIE = 'sandbox-device';
/** 400 days: the longest a browser keeps a cookie. */
const DEVICE_COOKIE_MAX_AGE_S = 400 * 86_400;
/** How long a notice's "This wasn't me" link works. */
export const NOTICE_VALID_MS = 7 * 86_400_000;
export const NOT_ME_PATH = '/this-wasnt-me/';

const randomHex = (bytes: number) => Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
const isDeviceId = (value: unknown): value is string => typeof value === 'string' && /^dev_[0-9a-f]{32}$/.test(value);

/** "Firefox on Windows", as the e-mail names the browser (the app names it in the reader's language). */
export function deviceName(userAgent: string): string {
  const { browser, os } = describeUserAgent(userAgent);
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? 'an unknown browser';
}

/** What the notice and the pushes say of the sign-in. */
export const signInFacts = (notice: SignInNotice) => ({ userAgent: notice.userAgent, ip: notice.ip, place: notice.place, at: notice.at });

/** Notices the sign-in when the account has not used this browser before; a known browser is only seen again. */
function noticeIfNew(user: User, session: Session, deviceDigest: string): SignInNotice | null {
  const at = nowIso();
  const known = db.knownDevices.find((device) => device.userId === user.id && device.deviceDigest === deviceDigest);
  if (known) {
    db.knownDevices.patch(known.id, { lastSeenAt: at });
    return null;
  }
  db.knownDevices.insert({ id: newId('kdv'), userId: user.id, deviceDigest, firstSeenAt: at, lastSeenAt: at });
  const token = `notme-${randomHex(16)}`;
  const notice = db.signInNotices.insert({
    id: newId('sin'),
    userId: user.id,
    sessionId: session.id,
    identityId: session.identityId,
    deviceDigest,
    tokenDigest: tokenDigest(token),
    userAgent: session.userAgent,
    ip: session.ip,
    place: placeOf(session.ip),
    at,
    expiresAt: new Date(now() + NOTICE_VALID_MS).toISOString(),
    reportedAt: null,
  });
  db.outbox.insert({
    id: newId('msg'),
    to: user.email,
    subject: `New sign-in to your account from ${deviceName(session.userAgent)}`,
    link: `${NOT_ME_PATH}${token}`,
    at,
    signIn: signInFacts(notice),
  });
  // The account's other signed-in sessions (where its owner may be) hear it at once.
  const update = { type: 'sign-ins', id: notice.id, attributes: { newDevice: true, ...signInFacts(notice) } };
  for (const other of db.sessions.filter((s) => s.userId === user.id && s.scope === 'full' && s.id !== session.id && s.channels.length > 0)) {
    pushToSession(other.id, 'resource-updated', update);
  }
  return notice;
}

const deviceCookie = (deviceId: string) => `${DEVICE_COOKIE}=${deviceId}; Path=/; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax`;

/**
 * Wraps a sign-in answer: a finished sign-in (`ok`) is noticed when its browser is new to the account,
 * and sets (or renews) the browser's device cookie. Any other answer goes out as it is.
 */
export async function withNewDeviceNotice(info: { cookies: Record<string, string> }, response: Response): Promise<Response> {
  if (response.status !== 200) return response;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  const data = isRecord(body) && isRecord(body.data) ? body.data : null;
  const attributes = data && isRecord(data.attributes) ? data.attributes : null;
  const session = attributes?.status === 'ok' && typeof data?.id === 'string' ? db.sessions.get(data.id) : undefined;
  const user = session && session.scope === 'full' ? db.users.get(session.userId) : undefined;
  if (!session || !user) return response;
  const sent = info.cookies[DEVICE_COOKIE];
  const deviceId = isDeviceId(sent) ? sent : `dev_${randomHex(16)}`;
  noticeIfNew(user, session, tokenDigest(deviceId));
  const headers = new Headers(response.headers);
  headers.append('Set-Cookie', deviceCookie(deviceId));
  return HttpResponse.json(body as Record<string, unknown>, { status: response.status, headers });
}

/** The reported notices of the user whose locked password is this digest. */
const lockedBy = (user: User, digest: string) => db.signInNotices.find((n) => n.userId === user.id && n.lockedPasswordDigest === digest);

/**
 * A password sign-in after "This wasn't me", while the password is still the one it had then:
 * refused until a reset (checked after the password, so that only its holder learns of it).
 */
export function passwordResetRequired(user: User): Response | null {
  if (!lockedBy(user, user.passwordDigest)) return null;
  return errorResponse(
    403,
    'password-reset-required',
    'A sign-in to this account was reported as not made by its owner: reset the password before signing in',
    { meta: { resetPath: '/reset' } },
  );
}

/** A reset back to a password that was in use when a sign-in was reported: refused (it is known to someone else). */
export function passwordReused(user: User, password: string): Response | null {
  if (!lockedBy(user, passwordDigest(password))) return null;
  return errorResponse(422, 'password-reused', 'Choose a password other than the one in use when a sign-in was reported', {
    source: { pointer: '/data/attributes/password' },
  });
}
