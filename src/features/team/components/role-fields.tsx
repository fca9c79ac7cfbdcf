import { Radio, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionPicker } from '@/components/permission-picker';
import { teamRoles } from '@/lib/contract/team';
import type { TeamSettings } from '../api/team-api';
import { useRoleLabel } from '../model/labels';
import type { RoleValues } from '../model/role-form';

interface Props {
  values: RoleValues;
  errors: { role?: ReactNode; permissions?: ReactNode };
  onRole: (role: RoleValues['role']) => void;
  onPermissions: (permissions: string[]) => void;
  settings: Pick<TeamSettings, 'grantableRoles' | 'grantablePermissions'>;
  disabled?: boolean;
}

/**
 * The role to give, each with a plain-language line of what it can do; a role the user cannot give
 * (they do not hold all it grants) is shown disabled with the reason. Custom opens the permission picker.
 */
export function RoleFields({ values: { role, permissions }, errors, onRole, onPermissions, settings, disabled }: Props) {
  const { t } = useTranslation(['team', 'permissions']);
  const roleLabel = useRoleLabel();

  return (
    <Stack gap="md">
      <Radio.Group label={t('roleForm.role')} withAsterisk value={role} onChange={(next) => onRole(next as RoleValues['role'])} error={errors.role}>
        <Stack gap="sm" mt="xs">
          {teamRoles.map((value) => {
            const grantable = settings.grantableRoles.includes(value);
            return (
              <Radio
                key={value}
                value={value}
                disabled={disabled || !grantable}
                label={roleLabel(value)}
                description={
                  <>
                    {t(`roles.${value}.line`)}
                    {!grantable && (
                      <Text span display="block" size="xs" c="var(--mantine-color-orange-light-color)">
                        {t('roleForm.notHeld')}
                      </Text>
                    )}
                  </>
                }
              />
            );
          })}
        </Stack>
      </Radio.Group>
      {role === 'custom' && (
        <PermissionPicker
          label={t('roleForm.permissions')}
          description={t('roleForm.permissionsHint')}
          value={permissions}
          onChange={onPermissions}
          grantable={settings.grantablePermissions}
          error={errors.permissions}
          disabled={disabled}
        />
      )}
    </Stack>
  );
}
