import type { TFunction } from 'i18next';
import type { MessageCatalogue } from '@/lib/forms';
import type { TeamRole } from '@/lib/contract/team';
import type { RoleGrant } from '../api/team-api';

/** What the invite and change-role forms hold: a role and, for custom, its permissions. */
export interface RoleValues {
  role: TeamRole | '';
  permissions: string[];
}

/** Client checks of the role part: a role is chosen; a custom role names a permission (the server's `permissions-required` too). */
export const roleValidators = (t: TFunction<'team'>) => ({
  role: (value: RoleValues['role']) => (value ? null : t('roleForm.roleRequired')),
  permissions: (value: string[], values: RoleValues) => (values.role === 'custom' && value.length === 0 ? t('roleForm.permissionsRequired') : null),
});

export const toGrant = ({ role, permissions }: RoleValues): RoleGrant => ({ role: role as TeamRole, permissions: role === 'custom' ? permissions : [] });

/**
 * The team actions' refusals (docs/api/team.md) and where each is shown: codes of a field under it
 * (`<field>.<code>`, or `codeFields` for a code the server does not point), the rest above the form.
 */
export const TEAM_CODES: MessageCatalogue = {
  'email.required': 'errors:required',
  'email.invalid': 'errors:invalidEmail',
  'already-member': 'team:errors.alreadyMember',
  'already-invited': 'team:errors.alreadyInvited',
  'permissions-required': 'team:roleForm.permissionsRequired',
  'permissions.invalid': 'team:errors.permissionsInvalid',
  'role.invalid': 'team:roleForm.roleRequired',
  'role.required': 'team:roleForm.roleRequired',
  'own-identity': 'team:errors.ownIdentity',
  'last-admin': 'team:errors.lastAdmin',
  'grant-exceeds-own': 'team:errors.grantExceedsOwn',
  'inherited-role': 'team:errors.inheritedRole',
  'not-invited': 'team:errors.notInvited',
  'not-found': 'team:errors.notFound',
  forbidden: 'team:errors.forbidden',
  '403': 'team:errors.forbidden',
};

/** Codes the server may send without pointing at their field. */
export const TEAM_CODE_FIELDS = { 'already-member': 'email', 'already-invited': 'email', 'permissions-required': 'permissions' } as const;
