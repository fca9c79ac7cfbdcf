import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { FORM_INDEX, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateField } from '@/components/date-field';
import { FormError } from '@/components/feedback/form-error';
import { IpRangesField } from '@/components/ip-ranges';
import { PermissionPicker } from '@/components/permission-picker';
import { useTimeZone } from '@/features/preferences';
import type { Resource } from '@/features/workspace';
import { ALLOWED_IPS_MAX, API_KEY_NAME_MAX } from '@/lib/contract/developers';
import { useFormFailure } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import { useCreateApiKeyMutation, type MadeKey, type ProjectGrants } from '../api/api-keys-api';
import {
  emptyKey,
  KEY_CODE_FIELDS,
  KEY_CODES,
  keyErrors,
  keyFields,
  missingPermissions,
  pointToPicker,
  todayIn,
  toNewKey,
  type CreateKeyValues,
} from '../model/create-key-form';
import { usePermissionLabel } from '../model/labels';

interface Props {
  project: Resource;
  grants: ProjectGrants;
  /** Where Cancel goes. */
  cancelHref: string;
  /** The key was made: its one-time secret ticket is in `made`. */
  onMade: (made: MadeKey) => void;
}

/**
 * A new key's name, permissions (only those the user may give there: what they hold, or every one for
 * a role that may escalate), allowed IP ranges and optional last day. The server asks for a fresh second
 * factor before it makes the key (the step-up window), and the same request is then sent again.
 */
export function CreateKeyForm({ project, grants, cancelHref, onMade }: Props) {
  const { t } = useTranslation(['apiKeys', 'common', 'permissions']);
  const timeZone = useTimeZone();
  const permissionLabel = usePermissionLabel();
  const [create] = useCreateApiKeyMutation();
  const form = useForm<CreateKeyValues>({
    mode: 'controlled',
    initialValues: emptyKey(),
    validate: (values) => keyErrors(values, t, timeZone),
    // Each range is checked as it is typed.
    validateInputOnChange: [`allowedIps.${FORM_INDEX}`],
  });
  const values = form.getValues();
  const failure = useFormFailure(form, { fields: keyFields(values), codes: KEY_CODES, codeFields: KEY_CODE_FIELDS });

  const send = async (submitted: CreateKeyValues) => {
    failure.clear();
    // Blank lines go, so that the server's pointers (`allowedIps/<i>`) name the lines shown.
    const typed = { ...submitted, allowedIps: submitted.allowedIps.filter((line) => line.trim()) };
    if (typed.allowedIps.length !== submitted.allowedIps.length) form.setFieldValue('allowedIps', typed.allowedIps);
    try {
      onMade(await create(toNewKey(project.id, typed, timeZone)).unwrap());
    } catch (error) {
      const refusal = pointToPicker(toFailure(error));
      failure.show(refusal);
      const missing = missingPermissions(refusal);
      if (missing.length) form.setFieldError('permissions', t('create.errors.grantExceedsOwnNamed', { names: missing.map(permissionLabel).join(', ') }));
    }
  };

  return (
    <form onSubmit={(event) => form.onSubmit(send)(event)} noValidate>
      <Stack gap="lg" maw={720}>
        <FormError message={failure.message} />
        <TextInput
          label={t('create.name')}
          description={t('create.nameHint')}
          withAsterisk
          maxLength={API_KEY_NAME_MAX + 20}
          autoComplete="off"
          {...form.getInputProps('name')}
          data-autofocus
        />
        <PermissionPicker
          label={t('create.permissions')}
          description={grants.mayEscalate ? t('create.permissionsHintEscalate') : t('create.permissionsHint', { name: project.name })}
          value={values.permissions}
          onChange={(permissions) => form.setFieldValue('permissions', permissions)}
          grantable={grants.mayEscalate ? undefined : grants.held}
          error={form.errors.permissions}
          disabled={form.submitting}
        />
        <IpRangesField
          label={t('ips.label')}
          description={values.allowedIps.length === 0 ? t('ips.emptyHint') : t('ips.hint')}
          form={form}
          path="allowedIps"
          lines={values.allowedIps}
          max={ALLOWED_IPS_MAX}
          disabled={form.submitting}
        />
        <Stack gap={4}>
          <DateField label={t('create.expiresAt')} minDate={todayIn(timeZone)} {...form.getInputProps('expiresAt')} />
          <Text size="sm" c="dimmed">
            {t('create.expiresAtHint', { zone: timeZone })}
          </Text>
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={cancelHref} variant="default" disabled={form.submitting}>
            {t('create.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
