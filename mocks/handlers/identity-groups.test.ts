import type { Group } from '../db/schema';
import { db } from '../db/store';
import { createSession } from '../sessions';
import { call, signIn, type Answer } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

const keepers: Group = {
  id: 'grp_keepers',
  name: 'Northwind Group · Group keepers',
  role: 'custom',
  resourceId: 'res_org_northwind',
  permissions: ['identities.groups.write'],
};

/**
 * Signs in a user whose identity `idn_keeper` is in these groups only (by default the reviewer's
 * custom role: `identities.groups.write` on Northwind Group and nothing else); returns a bearer token.
 */
function signInKeeper(groups: Group[] = [keepers]) {
  for (const group of groups) db.groups.upsert(group);
  const user = db.users.upsert({ ...db.users.get('usr_support')!, id: 'usr_keeper', email: 'keeper@sandbox.test', name: 'Kim Keeper' });
  db.identities.upsert({ id: 'idn_keeper', userId: user.id, status: 'active', groupIds: groups.map((g) => g.id) });
  return createSession(user, 'full', 'idn_keeper', { userAgent: 'test', ip: '127.0.0.1' }).token;
}

const add = (identityId: string, groupId: string, token: string) =>
  call('POST', `identities/${identityId}/groups`, { data: { type: 'identity-groups', attributes: { groupId } } }, token);
const remove = (identityId: string, groupId: string, token: string) => call('DELETE', `identities/${identityId}/groups/${groupId}`, undefined, token);
const groupsOf = (identityId: string) => db.identities.get(identityId)?.groupIds;
const refusal = (answer: Answer) => ({ status: answer.status, code: answer.body.errors?.[0]?.code });

describe('nobody grants beyond their own rights', () => {
  it('a custom role holding only identities.groups.write cannot put itself in the admin group', async () => {
    const keeper = signInKeeper();
    expect(refusal(await add('idn_keeper', 'grp_northwind_admin', keeper))).toEqual({ status: 403, code: 'own-identity' });
    expect(groupsOf('idn_keeper')).toEqual(['grp_keepers']);
  });

  it('nor anyone else in a group granting what it lacks, and the refusal says which permissions', async () => {
    const keeper = signInKeeper();
    const answer = await add('idn_support', 'grp_northwind_admin', keeper);
    expect(refusal(answer)).toEqual({ status: 403, code: 'grant-exceeds-own' });
    expect((answer.body.errors?.[0] as { detail?: string }).detail).toMatch(/Northwind Group · Admin.*refund\.write/);
    const meta = (answer.body.errors?.[0] as { meta?: { groupId?: string; missing?: string[] } }).meta;
    expect(meta?.groupId).toBe('grp_northwind_admin');
    expect(meta?.missing).toContain('refund.write');
    expect(refusal(await add('idn_support', 'grp_northwind_finance', keeper))).toEqual({ status: 403, code: 'grant-exceeds-own' });
    expect(groupsOf('idn_support')).toEqual(['grp_northwind_support']);
  });

  it('nor take away a group granting what it lacks: an admin cannot be demoted by a lesser role', async () => {
    const keeper = signInKeeper();
    expect(refusal(await remove('idn_twofa', 'grp_northwind_admin', keeper))).toEqual({ status: 403, code: 'grant-exceeds-own' });
    expect(groupsOf('idn_twofa')).toEqual(['grp_northwind_admin']);
  });

  it('nor change its own groups, even one whose rights it holds, nor those of its user’s other identities', async () => {
    const keeper = signInKeeper();
    expect(refusal(await remove('idn_keeper', 'grp_keepers', keeper))).toEqual({ status: 403, code: 'own-identity' });
    db.identities.upsert({ id: 'idn_keeper_other', userId: 'usr_keeper', status: 'active', groupIds: [] });
    expect(refusal(await add('idn_keeper_other', 'grp_keepers', keeper))).toEqual({ status: 403, code: 'own-identity' });
    expect(groupsOf('idn_keeper')).toEqual(['grp_keepers']);
    expect(groupsOf('idn_keeper_other')).toEqual([]);
  });

  it('grants a group whose every permission it holds there, to someone else', async () => {
    const keeper = signInKeeper();
    expect((await add('idn_support', 'grp_keepers', keeper)).status).toBe(204);
    expect(groupsOf('idn_support')).toEqual(['grp_northwind_support', 'grp_keepers']);
    expect((await remove('idn_support', 'grp_keepers', keeper)).status).toBe(204);
    expect(groupsOf('idn_support')).toEqual(['grp_northwind_support']);
  });

  it('counts the rights held on the group’s resource: refunds on one project do not make an organization-wide refunders group grantable', async () => {
    const refunders = (resourceId: string, id: string): Group => ({
      id,
      name: `Refunders of ${resourceId}`,
      role: 'custom',
      resourceId,
      permissions: ['refund.write'],
    });
    db.groups.upsert(refunders('res_org_northwind', 'grp_org_refunders'));
    const keeper = signInKeeper([keepers, refunders('res_prj_northwind_shop', 'grp_shop_refunders')]);
    expect(refusal(await add('idn_support', 'grp_org_refunders', keeper))).toEqual({ status: 403, code: 'grant-exceeds-own' });
    expect((await add('idn_support', 'grp_shop_refunders', keeper)).status).toBe(204);
    expect(groupsOf('idn_support')).toEqual(['grp_northwind_support', 'grp_shop_refunders']);
  });

  it('an admin still adds and removes another identity, but not its own', async () => {
    const admin = await signIn('admin@sandbox.test');
    expect((await add('idn_support', 'grp_northwind_finance', admin)).status).toBe(204);
    expect(groupsOf('idn_support')).toEqual(['grp_northwind_support', 'grp_northwind_finance']);
    expect((await remove('idn_twofa', 'grp_northwind_admin', admin)).status).toBe(204);
    expect(groupsOf('idn_twofa')).toEqual([]);
    expect(refusal(await remove('idn_admin', 'grp_solo_admin', admin))).toEqual({ status: 403, code: 'own-identity' });
    expect(groupsOf('idn_admin')).toEqual(['grp_northwind_admin', 'grp_solo_admin']);
  });
});
