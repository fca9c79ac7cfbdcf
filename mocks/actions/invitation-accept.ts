/**
 * `team/acceptInvitation` (docs/api/team.md, *Invitations and the outbox*): an invitation to an
 * address that already has an account is accepted by its invitee signed in as themselves (their own
 * password and second factor), never by setting a password at the link. The caller's account must be
 * the invitation's e-mail; the link's token says which invitation. Audited once by the dispatcher
 * (the invitation becoming the member); nobody's session ends.
 */
import { membershipOf } from '../db/team-rules';
import { acceptAsSignedInUser, invitationByToken } from '../invitations';
import { defineAction } from './define-action';
import { memberRow, teamMemberJson } from './team-json';
import { failure, type ActionOutcome } from './types';

const refused = (refusal: { code: string; title: string; detail?: string }): ActionOutcome => ({
  errors: [{ code: refusal.code, title: refusal.title, ...(refusal.detail && { detail: refusal.detail }) }],
});

export const acceptInvitationAction = defineAction({
  name: 'team/acceptInvitation',
  run: ({ user, payload }) => {
    const invitation = invitationByToken(payload.token);
    // A dead link (resent, revoked, used) or another workspace's: nothing to accept here.
    if (!invitation || invitation.resourceId !== payload.resourceId) return failure('not-found', 'Invitation not found');
    const accepted = acceptAsSignedInUser(invitation, user);
    if ('code' in accepted) return refused(accepted);
    const membership = membershipOf(invitation.resourceId, user.id);
    return membership ? { data: teamMemberJson(memberRow(membership, invitation.resourceId, user.id)) } : failure('not-found', 'Invitation not found');
  },
});
