import { formatInTimeZone } from 'date-fns-tz';
import type { TFunction } from 'i18next';
import { API_KEY_NAME_MAX } from '@/lib/contract/developers';
import { dayRangeInstants } from '@/lib/dates';
import type { MessageCatalogue } from '@/lib/forms';
import type { Failure } from '@/lib/http';
import type { NewApiKey } from '../api/api-keys-api';
import { rangesToSend, type IpLine } from './ip-lines';

export interface CreateKeyValues {
  name: string;
  permissions: string[];
  allowedIps: IpLine[];
  /** The last day the key works ('yyyy-MM-dd', in the user's time zone); '' for a key that does not expire. */
  expiresAt: string;
  twoFaCode: string;
}

export const emptyKey = (): CreateKeyValues => ({ name: '', permissions: [], allowedIps: [], expiresAt: '', twoFaCode: '' });

/** The form's fields as the server's pointers name them; each IP line is `allowedIps.<line>.text`. */
export const keyFields = (values: Pick<CreateKeyValues, 'allowedIps'>) => [
  'name', 'permissions', 'expiresAt', 'twoFaCode', ...values.allowedIps.map((_, index) => `allowedIps.${index}.text`),
];

/** The key actions' refusals (docs/api/developers.md) → message keys. */
export const KEY_CODES: MessageCatalogue = {
  'name.required': 'apiKeys:create.errors.nameRequired',
  'name.invalid': 'apiKeys:create.errors.nameLong',
  'permissions-required': 'apiKeys:create.errors.permissionsRequired',
  'permissions.invalid': 'apiKeys:create.errors.permissionsInvalid',
  'grant-exceeds-own': 'apiKeys:create.errors.grantExceedsOwn',
  'invalid-cidr': 'apiKeys:ips.invalid',
  'duplicate-cidr': 'apiKeys:ips.duplicateServer',
  'expiry-in-past': 'apiKeys:create.errors.expiryPast',
  'expiresAt.invalid': 'apiKeys:create.errors.expiryPast',
  'two-fa-required': 'apiKeys:stepUp.required',
  'twoFaCode.invalid': 'apiKeys:stepUp.required',
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
  'two-fa-required': 'twoFaCode',
  'invalid-2fa-code': 'twoFaCode',
} as const;

/** Today in the user's time zone ('yyyy-MM-dd'): the first day a key may expire on. */
export const todayIn = (timeZone: string, now = Date.now()) => formatInTimeZone(now, timeZone, 'yyyy-MM-dd');

/** Client checks of what the user can fix at once; IP lines are checked as they are typed (`checkIpLines`). */
export const keyValidators = (t: TFunction<'apiKeys'>, timeZone: string) => ({
  name: (value: string) => {
    if (!value.trim()) return t('create.errors.nameRequired');
    return value.trim().length > API_KEY_NAME_MAX ? t('create.errors.nameLong', { max: API_KEY_NAME_MAX }) : null;
  },
  permissions: (value: string[]) => (value.length === 0 ? t('create.errors.permissionsRequired') : null),
  expiresAt: (value: string) => (value && value < todayIn(timeZone) ? t('create.errors.expiryPast') : null),
});

/** What `api-keys/create` is sent, and for each range sent the editor line it came from. */
export function toNewKey(projectId: string, values: CreateKeyValues, timeZone: string, twoFaCode?: string): { key: NewApiKey; lineOf: number[] } {
  const { ranges, lineOf } = rangesToSend(values.allowedIps);
  const expiresAt = values.expiresAt ? (dayRangeInstants({ to: values.expiresAt }, timeZone).lte ?? null) : null;
  return {
    key: { projectId, name: values.name.trim(), permissions: values.permissions, allowedIps: ranges, expiresAt, ...(twoFaCode && { twoFaCode }) },
    lineOf,
  };
}

const RANGE_POINTER = /^\/data\/attributes\/allowedIps\/(\d+)$/;
const PERMISSION_POINTER = /^\/data\/attributes\/permissions\/\d+$/;

/**
 * The refusal with its pointers moved to the form's fields: a range's to the editor line it was typed
 * on (`/data/attributes/allowedIps/1` → `/data/attributes/allowedIps/3/text` when the lines between
 * were empty), one permission's to the picker as a whole.
 */
export function pointToFields(failure: Failure, lineOf: readonly number[]): Failure {
  const moved = (pointer: string | undefined) => {
    if (pointer && PERMISSION_POINTER.test(pointer)) return '/data/attributes/permissions';
    const match = RANGE_POINTER.exec(pointer ?? '');
    const line = match ? lineOf[Number(match[1])] : undefined;
    return line === undefined ? pointer : `/data/attributes/allowedIps/${line}/text`;
  };
  return {
    ...failure,
    errors: failure.errors.map((error) => {
      const pointer = moved(error.source?.pointer);
      return pointer === error.source?.pointer ? error : { ...error, source: { ...error.source, pointer } };
    }),
  };
}

/** `grant-exceeds-own`'s `meta.missing`: the permissions the caller may not give. */
export function missingPermissions(failure: Failure): string[] {
  const refusal = failure.errors.find((error) => String(error.code) === 'grant-exceeds-own');
  const missing = refusal?.meta?.missing;
  return Array.isArray(missing) ? missing.filter((name): name is string => typeof name === 'string') : [];
}
