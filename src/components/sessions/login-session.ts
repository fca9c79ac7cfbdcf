/** A signed-in device (an access token) as the sessions lists show it. */
export interface LoginSession {
  id: string;
  createdAt: string;
  lastUsedAt: string | null;
  userAgent: string;
  ip: string;
  /** Where the address is (city, country), when the server knows. */
  location: string | null;
  /** The session this tab runs on. */
  current: boolean;
}

/** The attributes of an `access-tokens` answer (`identities/listActiveTokens`), as parsed by the contract. */
export interface AccessTokenAttributes {
  createdAt: string;
  lastUsedAt?: string | null;
  userAgent?: string | null;
  ip?: string | null;
  location?: string | null;
  current?: boolean;
}

export const toLoginSession = ({ id, attributes: a }: { id: string; attributes: AccessTokenAttributes }): LoginSession => ({
  id,
  createdAt: a.createdAt,
  lastUsedAt: a.lastUsedAt ?? null,
  userAgent: a.userAgent ?? '',
  ip: a.ip ?? '',
  location: a.location ?? null,
  current: a.current ?? false,
});
