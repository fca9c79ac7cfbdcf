import type { TFunction } from 'i18next';
import { failure } from '@/lib/http';
import { keyErrors, missingPermissions, pointToPicker, toNewKey, type CreateKeyValues } from './create-key-form';

const values = (patch: Partial<CreateKeyValues>): CreateKeyValues => ({
  name: ' Billing ',
  permissions: ['payments'],
  allowedIps: [],
  expiresAt: '',
  ...patch,
});
const t = ((key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key)) as unknown as TFunction<
  ['apiKeys', 'common']
>;

describe('a new key', () => {
  it('is checked before sending: a name, a permission, ranges line by line, a last day from today', () => {
    expect(keyErrors(values({ allowedIps: ['10.0.0.1/8', '', '300.1.1.1', '10.9.9.9/8'] }), t, 'UTC')).toEqual({
      'allowedIps.2': 'common:ipRanges.invalid',
      'allowedIps.3': 'common:ipRanges.duplicateOf {"line":1}',
    });
    expect(keyErrors(values({ name: '  ', permissions: [], expiresAt: '2000-01-01' }), t, 'UTC')).toEqual({
      name: 'create.errors.nameRequired',
      permissions: 'create.errors.permissionsRequired',
      expiresAt: 'create.errors.expiryPast',
    });
    expect(keyErrors(values({ name: 'x'.repeat(61) }), t, 'UTC')).toEqual({ name: 'create.errors.nameLong {"max":60}' });
  });

  it('is sent with canonical ranges and its last day as the last instant of that day in the zone', () => {
    expect(toNewKey('res_prj_x', values({ allowedIps: ['198.51.100.7', '10.1.2.3/8'], expiresAt: '2027-01-31' }), 'Europe/Riga')).toEqual({
      projectId: 'res_prj_x',
      name: 'Billing',
      permissions: ['payments'],
      allowedIps: ['198.51.100.7/32', '10.0.0.0/8'],
      // 23:59:59.999 in Riga (UTC+2 in winter).
      expiresAt: '2027-01-31T21:59:59.999Z',
    });
    const plain = toNewKey('res_prj_x', values({}), 'UTC');
    expect(plain).toMatchObject({ expiresAt: null, allowedIps: [] });
    expect(plain).not.toHaveProperty('twoFaCode');
  });

  it("shows the server's refusal of one permission on the picker, and reads grant-exceeds-own's missing ones", () => {
    const refused = failure(422, 'Unprocessable', [
      { code: 'invalid', source: { pointer: '/data/attributes/permissions/2' } },
      { code: 'duplicate-cidr', source: { pointer: '/data/attributes/allowedIps/1' } },
    ]);
    expect(pointToPicker(refused).errors.map((error) => error.source?.pointer)).toEqual(['/data/attributes/permissions', '/data/attributes/allowedIps/1']);
    expect(missingPermissions(failure(422, 'x', [{ code: 'grant-exceeds-own', meta: { missing: ['refund.write', 3] } }]))).toEqual(['refund.write']);
    expect(missingPermissions(failure(422, 'x', [{ code: 'forbidden' }]))).toEqual([]);
  });
});
