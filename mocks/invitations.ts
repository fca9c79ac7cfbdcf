/**
 * Invitations (docs/api/team.md, *Invitations and the outbox*): `team/invite` stores one and "sends"
 * its link `/confirm/<token>` to the outbox (the sandbox sends no e-mail; the sandbox panel shows the
 * outbox). The rules (docs/security.md, *Invitations*):
 * - a link works `INVITATION_VALID_DAYS` (7) days after it was sent (sandbox clock); resending makes a
 *   new link with 7 new days and the old one stops working; revoking removes the invitation;
 * - a link is bound to its e-mail: it only ever makes or joins the account of that address;
 * - an address without an account: the link's page posts `users/set-password` with the token, which
 *   makes the account with that password (the link proves the mailbox);
 * - an address with an account: never a password. The invitee signs in as themselves and accepts
 *   with `team/acceptInvitation` (their account's e-mail must be the invitation's).
 */
import { INVITATION_VALID_DAYS } from '@/lib/contract/team';
import { now, nowIso } from './clock';
import { newId } from './db/ids';
import { newUser, passwordDigest, tokenDigest } from './db/seed-accounts';
import type { Identity, Invitation, Resource, User } from './db/schema';
import { db } from './db/store';
import { inviteRefusal, membershipOf, type TeamRefusal } from './db/team-rules';
import { groupFor, pushTeamMemberUpdated } from './memberships';

export const INVITATION_VALID_MS = INVITATION_VALID_DAYS * 86_400_000;
/** How many replaced links an invitation remembers (to say "replaced" rather than "unknown"). */
const REPLACED_KEPT = 10;

const newToken = () => `inv-${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

/** When the invitation's link stops working: 7 days after it was (last) sent. */
export const invitationExpiresAt = (invitation: Pick<Invitation, 'invitedAt'>) =>
  new Date(Date.parse(invitation.invitedAt) + INVITATION_VALID_MS).toISOString();

/** True once the sandbox clock has reached the invitation's `expiresAt`. */
export const isInvitationExpired = (invitation: Pick<Invitation, 'invitedAt'>) => now() >= Date.parse(invitation.invitedAt) + INVITATION_VALID_MS;

/** The account of an address (case-insensitive), if it has one. */
export const accountOf = (email: string) => {
  const wanted = email.toLowerCase();
  return db.users.find((user) => user.email.toLowerCase() === wanted);
};

/** Writes the invitation's message to the outbox with a fresh link. */
function sendLink(invitation: Invitation, inviter: User, token: string) {
  const resource = db.resources.get(invitation.resourceId);
  db.outbox.insert({
    id: newId('msg'),
    to: invitation.email,
    subject: `${inviter.name} invited you to ${resource?.name ?? 'a workspace'}`,
    link: `/confirm/${token}`,
    at: nowIso(),
  });
}

export function createInvitation(
  inviter: User,
  inviterIdentity: Identity,
  resource: Resource,
  fields: Pick<Invitation, 'email' | 'role' | 'permissions'>,
): Invitation {
  const token = newToken();
  const invitation = db.invitations.insert({
    id: newId('inv'),
    resourceId: resource.id,
    email: fields.email.toLowerCase(),
    role: fields.role,
    ...(fields.role === 'custom' && { permissions: [...new Set(fields.permissions ?? [])].sort() }),
    tokenDigest: tokenDigest(token),
    invitedBy: inviter.id,
    invitedByIdentityId: inviterIdentity.id,
    invitedAt: nowIso(),
  });
  sendLink(invitation, inviter, token);
  pushTeamMemberUpdated(resource.id, invitation.id);
  return invitation;
}

/**
 * A new link with 7 new days (the old one stops working; an expired invitation works again), sent by
 * `sender`, who now stands behind the invitation.
 */
export function resendInvitation(invitation: Invitation, sender: User, senderIdentity: Identity): Invitation {
  const token = newToken();
  const resent =
    db.invitations.patch(invitation.id, {
      tokenDigest: tokenDigest(token),
      replacedTokenDigests: [...(invitation.replacedTokenDigests ?? []), invitation.tokenDigest].slice(-REPLACED_KEPT),
      invitedBy: sender.id,
      invitedByIdentityId: senderIdentity.id,
      invitedAt: nowIso(),
    }) ?? invitation;
  sendLink(resent, sender, token);
  pushTeamMemberUpdated(invitation.resourceId, invitation.id);
  return resent;
}

export function revokeInvitation(invitation: Invitation) {
  db.invitations.remove(invitation.id);
  pushTeamMemberUpdated(invitation.resourceId, invitation.id);
}

/** The invitation whose current link carries this token (expired or not). */
export const invitationByToken = (token: string) => {
  const wanted = tokenDigest(token);
  return db.invitations.find((invitation) => invitation.tokenDigest === wanted);
};

export type InvitationLookup =
  { code: 'live'; invitation: Invitation } | { code: 'invitation-expired'; invitation: Invitation } | { code: 'invitation-replaced' } | { code: 'not-found' };

/** What a link's token is: a live invitation, an expired one, one a resend replaced, or none the sandbox knows. */
export function lookUpInvitation(token: string): InvitationLookup {
  const invitation = invitationByToken(token);
  if (invitation) return isInvitationExpired(invitation) ? { code: 'invitation-expired', invitation } : { code: 'live', invitation };
  const digest = tokenDigest(token);
  if (db.invitations.find((row) => row.replacedTokenDigests?.includes(digest) === true)) return { code: 'invitation-replaced' };
  return { code: 'not-found' };
}

/** "new.hire" → "New Hire": the name of an account made by accepting an invitation. */
const nameFromEmail = (email: string) =>
  email
    .split('@')[0]
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ') || email;

export interface InvitationRefusal {
  code: TeamRefusal['code'] | 'forbidden' | 'account-exists' | 'invitation-expired' | 'invitation-email-mismatch';
  title: string;
  detail?: string;
}

/** The grant is checked again with the inviter's rights now: the workspace when it still holds, else the refusal. */
function grantRefusal(invitation: Invitation): InvitationRefusal | { resource: Resource } {
  const resource = db.resources.get(invitation.resourceId);
  const inviter = db.identities.get(invitation.invitedByIdentityId);
  if (!resource || !inviter || inviter.status !== 'active') return { code: 'forbidden', title: 'The invitation is no longer valid' };
  const refusal = inviteRefusal(inviter, resource, invitation.role, invitation.permissions);
  return refusal ?? { resource };
}

/** Gives `user` the invited role on the workspace with a new identity, and uses the invitation up. */
function join(invitation: Invitation, resource: Resource, user: User): Identity {
  // Made a member some other way meanwhile: the invitation is used up, the role they have stays.
  const identity =
    membershipOf(resource.id, user.id)?.identity ??
    db.identities.insert({ id: newId('idn'), userId: user.id, status: 'active', groupIds: [groupFor(resource, invitation.role, invitation.permissions).id] });
  db.invitations.remove(invitation.id);
  pushTeamMemberUpdated(resource.id, invitation.id);
  pushTeamMemberUpdated(resource.id, user.id);
  return identity;
}

const accountExists = (): InvitationRefusal => ({
  code: 'account-exists',
  title: 'This address already has an account: sign in and accept the invitation',
});

/**
 * Accepts the invitation of an address **without** an account with the password the invitee chose
 * (the link proves the mailbox): the account of the invitation's e-mail is made and a new identity
 * gets the role. An address that has an account is refused (`account-exists`): a link never sets the
 * password of an existing account. A refusal leaves everything as it was.
 */
export function acceptWithNewAccount(invitation: Invitation, password: string): InvitationRefusal | { user: User; identity: Identity } {
  if (accountOf(invitation.email)) return accountExists();
  const granted = grantRefusal(invitation);
  if ('code' in granted) return granted;
  const user = db.users.insert(
    newUser({
      id: newId('usr'),
      email: invitation.email,
      name: nameFromEmail(invitation.email),
      passwordDigest: passwordDigest(password),
      lastSignInAt: null,
    }),
  );
  return { user, identity: join(invitation, granted.resource, user) };
}

/**
 * Accepts the invitation as `user`, signed in as themselves (an existing account): only the account
 * of the invitation's e-mail may, and only before it expires. Their password, 2FA and sessions stay
 * as they are; they get a new identity with the role.
 */
export function acceptAsSignedInUser(invitation: Invitation, user: User): InvitationRefusal | { identity: Identity } {
  if (user.email.toLowerCase() !== invitation.email) {
    return { code: 'invitation-email-mismatch', title: 'This invitation is for another e-mail address: sign in as its invitee' };
  }
  if (isInvitationExpired(invitation)) return { code: 'invitation-expired', title: 'This invitation has expired: ask for a new one' };
  const granted = grantRefusal(invitation);
  if ('code' in granted) return granted;
  return { identity: join(invitation, granted.resource, user) };
}
