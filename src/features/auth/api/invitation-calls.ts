import type { ActionCaller } from '@/lib/actions';
import { firstErrorCode, toFailure } from '@/lib/http';
import { postInvitationLookup } from '@/lib/http/direct-calls';

/** A live invitation as `POST invitations/lookup` answers it (docs/api/team.md, *Invitations and the outbox*). */
export interface InvitationFacts {
  email: string;
  workspace: { id: string; name: string };
  inviterName: string | null;
  expiresAt: string;
  /** The address has an account: it signs in and accepts; no password is set at the link. */
  accountExists: boolean;
}

/** What a `/confirm/<token>` link is. `none`: no invitation the server knows (a sign-up link, or one revoked or used). */
export type LinkLookup = { kind: 'invitation'; invitation: InvitationFacts } | { kind: 'expired' } | { kind: 'replaced' } | { kind: 'none' };

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function invitationOf(attributes: unknown): InvitationFacts {
  if (!isRecord(attributes) || typeof attributes.email !== 'string' || !isRecord(attributes.workspace)) throw new Error('Malformed invitation');
  const inviter = isRecord(attributes.invitedBy) ? attributes.invitedBy : null;
  return {
    email: attributes.email,
    workspace: { id: text(attributes.workspace.id), name: text(attributes.workspace.name) },
    inviterName: inviter ? text(inviter.name) || text(inviter.email) || null : null,
    expiresAt: text(attributes.expiresAt),
    accountExists: attributes.accountExists === true,
  };
}

/** `POST invitations/lookup`: no session needed, the token is the proof. Rejects with the Failure of anything unexpected. */
export async function lookUpLink(token: string): Promise<LinkLookup> {
  try {
    const answer = await postInvitationLookup(token);
    return { kind: 'invitation', invitation: invitationOf(answer.data?.attributes) };
  } catch (error) {
    const failure = toFailure(error);
    const code = firstErrorCode(failure);
    if (code === 'invitation-expired') return { kind: 'expired' };
    if (code === 'invitation-replaced') return { kind: 'replaced' };
    if (failure.code === 404) return { kind: 'none' };
    throw failure;
  }
}

/** `team/acceptInvitation`: the signed-in invitee (an existing account) joins; the same reference for every try of one intent. */
export const acceptInvitation = (actions: ActionCaller, args: { token: string; resourceId: string; requestReference: string }) =>
  actions.call({ action: 'team/acceptInvitation', payload: { resourceId: args.resourceId, token: args.token }, requestReference: args.requestReference });
