/**
 * Invitations (docs/api/team.md, *Invitations and the outbox*): `team/invite` stores one and "sends"
 * its link `/confirm/<token>` to the outbox (the sandbox sends no e-mail; the sandbox panel shows the
 * outbox). The link's page posts `users/set-password` with the token: that accepts it. Resending
 * makes a new token (the old link is dead), revoking removes the invitation (its link is dead).
 */
import { nowIso } from './clock';
import { newId } from './db/ids';
import { defaultPreferences, passwordDigest, tokenDigest } from './db/seed-accounts';
import type { Identity, Invitation, Resource, User } from './db/schema';
import { db } from './db/store';
import { inviteRefusal, membershipOf, type TeamRefusal } from './db/team-rules';
import { groupFor, pushTeamMemberUpdated } from './memberships';

const newToken = () => `inv-${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

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

/** A new link (the old one stops working), sent by `sender`, who now stands behind the invitation. */
export function resendInvitation(invitation: Invitation, sender: User, senderIdentity: Identity): Invitation {
  const token = newToken();
  const resent =
    db.invitations.patch(invitation.id, {
      tokenDigest: tokenDigest(token),
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

export const invitationByToken = (token: string) => {
  const wanted = tokenDigest(token);
  return db.invitations.find((invitation) => invitation.tokenDigest === wanted);
};

/** "new.hire" → "New Hire": the name of an account made by accepting an invitation. */
const nameFromEmail = (email: string) =>
  email
    .split('@')[0]
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ') || email;

/**
 * Accepts the invitation with the password the invitee chose (the link proves the mailbox, like a reset
 * link): the account is made when the address has none, the password set, and a new identity gets the
 * role on the workspace. The grant is checked again with the inviter's rights now; a refusal leaves
 * everything as it was.
 */
export function acceptInvitation(invitation: Invitation, password: string): TeamRefusal | { user: User; identity: Identity } {
  const resource = db.resources.get(invitation.resourceId);
  const inviter = db.identities.get(invitation.invitedByIdentityId);
  if (!resource || !inviter || inviter.status !== 'active') return { code: 'forbidden', title: 'The invitation is no longer valid' };
  const refusal = inviteRefusal(inviter, resource, invitation.role, invitation.permissions);
  if (refusal) return refusal;

  const digest = passwordDigest(password);
  const existing = db.users.find((user) => user.email.toLowerCase() === invitation.email);
  const user = existing
    ? (db.users.patch(existing.id, { passwordDigest: digest, passwordChangeRequired: false }) ?? existing)
    : db.users.insert({
        id: newId('usr'),
        email: invitation.email,
        name: nameFromEmail(invitation.email),
        passwordDigest: digest,
        status: 'active',
        twoFaEnabled: false,
        pendingTwoFaSecret: null,
        teamEnforcesTwoFa: false,
        passwordChangeRequired: false,
        phone: null,
        isTimezoneSet: false,
        preferences: { ...defaultPreferences },
        lastSignInAt: null,
      });
  // Made a member some other way meanwhile: the invitation is used up, the role they have stays.
  const identity =
    membershipOf(resource.id, user.id)?.identity ??
    db.identities.insert({ id: newId('idn'), userId: user.id, status: 'active', groupIds: [groupFor(resource, invitation.role, invitation.permissions).id] });
  db.invitations.remove(invitation.id);
  pushTeamMemberUpdated(resource.id, invitation.id);
  pushTeamMemberUpdated(resource.id, user.id);
  return { user, identity };
}
