import { failure } from '@/lib/http';
import { missingPermissions, pointToFields, toNewKey, type CreateKeyValues } from './create-key-form';
import { checkIpLines, ipLinesValid, newIpLine } from './ip-lines';

const values = (patch: Partial<CreateKeyValues>): CreateKeyValues => ({ name: ' Billing ', permissions: ['payments'], allowedIps: [], expiresAt: '', twoFaCode: '', ...patch });

describe('the allowed-IP lines', () => {
  it('reads each line as a range, an error or nothing, and names the line a duplicate repeats', () => {
    const lines = ['203.0.113.7/24', '', 'nope', '203.0.113.0/24', '2001:DB8::1'].map((text) => newIpLine(text));
    expect(checkIpLines(lines)).toEqual([
      { kind: 'range', canonical: '203.0.113.0/24', version: 4, duplicateOf: null },
      { kind: 'empty' },
      { kind: 'invalid' },
      { kind: 'range', canonical: '203.0.113.0/24', version: 4, duplicateOf: 0 },
      { kind: 'range', canonical: '2001:db8::1/128', version: 6, duplicateOf: null },
    ]);
    expect(ipLinesValid(checkIpLines(lines))).toBe(false);
    expect(ipLinesValid(checkIpLines([newIpLine(''), newIpLine('10.0.0.1')]))).toBe(true);
  });
});

describe('what a new key is sent as', () => {
  it('sends canonical ranges without empty lines, remembering the line of each, and the last day as its last instant in the zone', () => {
    const { key, lineOf } = toNewKey('res_prj_x', values({ allowedIps: [newIpLine(''), newIpLine('198.51.100.7'), newIpLine(' '), newIpLine('10.1.2.3/8')], expiresAt: '2027-01-31' }), 'Europe/Riga', '123456');
    expect(key).toEqual({
      projectId: 'res_prj_x', name: 'Billing', permissions: ['payments'], allowedIps: ['198.51.100.7/32', '10.0.0.0/8'],
      // 23:59:59.999 in Riga (UTC+2 in winter).
      expiresAt: '2027-01-31T21:59:59.999Z', twoFaCode: '123456',
    });
    expect(lineOf).toEqual([1, 3]);
    expect(toNewKey('res_prj_x', values({}), 'UTC').key).toMatchObject({ expiresAt: null, allowedIps: [] });
    expect(toNewKey('res_prj_x', values({}), 'UTC').key).not.toHaveProperty('twoFaCode');
  });

  it("moves the server's pointers to the fields: a range to the line it was typed on, a permission to the picker", () => {
    const refused = failure(422, 'Unprocessable', [
      { code: 'duplicate-cidr', source: { pointer: '/data/attributes/allowedIps/1' } },
      { code: 'invalid', source: { pointer: '/data/attributes/permissions/2' } },
      { code: 'expiry-in-past', source: { pointer: '/data/attributes/expiresAt' } },
    ]);
    expect(pointToFields(refused, [0, 3]).errors.map((error) => error.source?.pointer)).toEqual([
      '/data/attributes/allowedIps/3/text', '/data/attributes/permissions', '/data/attributes/expiresAt',
    ]);
  });

  it("reads grant-exceeds-own's missing permissions", () => {
    expect(missingPermissions(failure(422, 'x', [{ code: 'grant-exceeds-own', meta: { missing: ['refund.write', 3] } }]))).toEqual(['refund.write']);
    expect(missingPermissions(failure(422, 'x', [{ code: 'forbidden' }]))).toEqual([]);
  });
});
