import { formatInTimeZone } from 'date-fns-tz';
import type { TFunction } from 'i18next';
import { canonicalRanges, IP_RANGE_CODES, rangeLineErrors } from '@/components/ip-ranges';
import { API_KEY_NAME_MAX } from '@/lib/contract/developers';
import { dayRangeInstants } from '@/lib/dates';
import type { MessageCatalogue } from '@/lib/forms';
import type { Failure } from '@/lib/http';
import type { NewApiKey } from '../api/api-keys-api';

export interface CreateKeyValues {
  name: string;
  permissions: string[];
  /** The allowed IP lines as typed (`src/components/ip-ranges`). */
  allowedIps: string[];
  /** The last day the key works ('yyyy-MM-dd', in the user's time zone); '' for a key that does not expire. */
  expiresAt: string;
}

export const emptyKey = (): CreateKeyValues => ({ name: '', permissions: [], allowedIps: [], expiresAt: '' });

/** The form's fields as the server's pointers name them; each IP line is `allowedIps.<line>`. */
export const keyFields = (values: Pick<CreateKeyValues, 'allowedIps'>) => [
  'name',
  'permissions',
  'expiresAt',
  'allowedIps',
  ...values.allowedIps.map((_, index) => `allowedIps.${index}`),
];

/** The key actions' refusals (docs/api/developers.md) → message keys. */
export const KEY_CODES: MessageCatalogue = {
  ...IP_RANGE_CODES,
  'name.required': 'apiKeys:create.errors.nameRequired',
  'name.invalid': 'apiKeys:create.errors.nameLong',
  'permissions-required': 'apiKeys:create.errors.permissionsRequired',
  'permissions.invalid': 'apiKeys:create.errors.permissionsInvalid',
  'grant-exceeds-own': 'apiKeys:create.errors.grantExceedsOwn',
  'expiry-in-past': 'apiKeys:create.errors.expiryPast',
  'expiresAt.invalid': 'apiKeys:create.errors.expiryPast',
  'key-revoked': 'apiKeys:errors.keyRevoked',
  'key-expired': 'apiKeys:errors.keyExpired',
  'not-found': 'apiKeys:errors.projectGone',
  forbidden: 'apiKeys:errors.forbidden',
  '403': 'apiKeys:errors.forbidden',
};

/** Codes the server may send without pointing at their field. */
export const KEY_CODE_FIELDS = {
  'permissions-required': 'permissions',
  'grant-exceeds-own': 'permissions',
  'expiry-in-past': 'expiresAt',
} as const;

/** Today in the user's time zone ('yyyy-MM-dd'): the first day a key may expire on. */
export const todayIn = (timeZone: string, now = Date.now()) => formatInTimeZone(now, timeZone, 'yyyy-MM-dd');

/**
 * Client checks of what the user can fix at once: a name, a permission, a last day from today, and
 * each IP line a range no line above has (checked as it is typed).
 */
export function keyErrors(values: CreateKeyValues, t: TFunction<['apiKeys', 'common']>, timeZone: string): Record<string, string> {
  const errors: Record<string, string> = rangeLineErrors('allowedIps', values.allowedIps, t);
  const name = values.name.trim();
  if (!name) errors.name = t('create.errors.nameRequired');
  else if (name.length > API_KEY_NAME_MAX) errors.name = t('create.errors.nameLong', { max: API_KEY_NAME_MAX });
  if (values.permissions.length === 0) errors.permissions = t('create.errors.permissionsRequired');
  if (values.expiresAt && values.expiresAt < todayIn(timeZone)) errors.expiresAt = t('create.errors.expiryPast');
  return errors;
}

/**
 * What `api-keys/create` is sent: the canonical ranges of the lines (the form drops blank lines first,
 * so that the server's `/data/attributes/allowedIps/<i>` names line i), the last day as its last instant.
 */
export function toNewKey(projectId: string, values: CreateKeyValues, timeZone: string): NewApiKey {
  const expiresAt = values.expiresAt ? (dayRangeInstants({ to: values.expiresAt }, timeZone).lte ?? null) : null;
  return {
    projectId,
    name: values.name.trim(),
    permissions: values.permissions,
    allowedIps: canonicalRanges(values.allowedIps),
    expiresAt,
  };
}

const PERMISSION_POINTER = /^\/data\/attributes\/permissions\/\d+$/;

/** The refusal with a permission's pointer (`/data/attributes/permissions/2`) moved to the picker as a whole. */
export function pointToPicker(failure: Failure): Failure {
  return {
    ...failure,
    errors: failure.errors.map((error) =>
      PERMISSION_POINTER.test(error.source?.pointer ?? '') ? { ...error, source: { ...error.source, pointer: '/data/attributes/permissions' } } : error,
    ),
  };
}

/** `grant-exceeds-own`'s `meta.missing`: the permissions the caller may not give. */
export function missingPermissions(failure: Failure): string[] {
  const refusal = failure.errors.find((error) => String(error.code) === 'grant-exceeds-own');
  const missing = refusal?.meta?.missing;
  return Array.isArray(missing) ? missing.filter((name): name is string => typeof name === 'string') : [];
}
