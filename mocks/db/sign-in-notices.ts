/**
 * New-device sign-ins (docs/api/sign-in-notices.md, docs/security.md *New-device sign-in*): the
 * browsers each account has signed in from, and the notices e-mailed when a sign-in came from a
 * browser the account had not used before. Written by mocks/new-device.ts; both start empty.
 */

/**
 * A browser an account signed in from: the device cookie's id (a digest of it, never the id) per
 * user. Reporting a sign-in forgets its browser, so a later sign-in from it is new again.
 */
export interface KnownDevice {
  id: string;
  userId: string;
  /** `tokenDigest` of the `sandbox-device` cookie's value. */
  deviceDigest: string;
  firstSeenAt: string;
  lastSeenAt: string;
}

/**
 * The e-mailed notice of a sign-in from a new browser. Its "This wasn't me" link carries a token
 * (stored as a digest only), single-use, bound to the session that sign-in made, valid 7 days.
 */
export interface SignInNotice {
  id: string;
  userId: string;
  /** The session the sign-in made: the one "This wasn't me" ends. */
  sessionId: string;
  /** The identity that session acted as: its workspaces' admins are told of a report. */
  identityId: string | null;
  deviceDigest: string;
  tokenDigest: string;
  userAgent: string;
  ip: string;
  /** Where `ip` is (mocks/db/places.ts), null when unknown. */
  place: string | null;
  /** When the sign-in happened (sandbox clock). */
  at: string;
  /** The link works until then (sandbox clock). */
  expiresAt: string;
  /** When "This wasn't me" was confirmed; null while the link is unused. */
  reportedAt: string | null;
  /**
   * The user's password digest when reported: a sign-in with that password is refused
   * (`password-reset-required`), and a reset to it too (`password-reused`).
   */
  lockedPasswordDigest?: string;
}
