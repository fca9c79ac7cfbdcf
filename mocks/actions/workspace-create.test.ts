import { permissionsOf } from '../db/access';
import { db } from '../db/store';
import { createSession } from '../sessions';
import { openLive, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

/** A session of a user whose one group is a custom role on Northwind Group with these permissions. */
function liveWith(permissions: string[]) {
  db.groups.upsert({ id: 'grp_builders', name: 'Northwind Group · Builders', role: 'custom', resourceId: 'res_org_northwind', permissions });
  const user = db.users.upsert({ ...db.users.get('usr_support')!, id: 'usr_builder', email: 'builder@sandbox.test', name: 'Bob Builder' });
  db.identities.upsert({ id: 'idn_builder', userId: user.id, status: 'active', groupIds: ['grp_builders'] });
  return openLive(createSession(user, 'full', 'idn_builder', { userAgent: 'test', ip: '127.0.0.1' }).token);
}

const project = (name: string) => ({
  data: { type: 'projects', attributes: { name }, relationships: { organization: { data: { type: 'resources', id: 'res_org_northwind' } } } },
});
const organization = (name: string, number: string) => ({
  data: { type: 'organizations', attributes: { name, number }, relationships: { merchant: { data: { type: 'merchants', id: 'res_mer_northwind' } } } },
});
const createdId = (result: { data?: unknown }) => (result.data as { id: string }).id;
const groupOn = (resourceId: string) => db.groups.find((g) => g.resourceId === resourceId);

describe('what the creator of a project or organization is granted on it', () => {
  it('no more than they held where they created it: a custom role does not become admin of its new project or organization', async () => {
    const session = await liveWith(['projects.write', 'organizations.write', 'projects.read']);
    const projectId = createdId(await session.action('projects/create', project('Builder Shop')));
    expect(groupOn(projectId)).toMatchObject({ role: 'custom', permissions: ['organizations.write', 'projects.read', 'projects.write'] });
    const organizationId = createdId(await session.action('organizations/create', organization('Builder Group', 'BLD-0001')));
    expect(groupOn(organizationId)).toMatchObject({ role: 'custom', permissions: ['organizations.write', 'projects.read', 'projects.write'] });
    const creator = db.identities.get('idn_builder')!;
    expect(permissionsOf(creator, projectId).has('refund.write')).toBe(false);
    expect(permissionsOf(creator, organizationId).has('identities.groups.write')).toBe(false);
    session.close();
  });

  it('an admin still becomes admin of what it creates', async () => {
    const session = await openLive(await signIn('admin@sandbox.test'));
    const projectId = createdId(await session.action('projects/create', project('Admin Shop')));
    expect(groupOn(projectId)).toMatchObject({ role: 'admin', name: 'Admin Shop · Admin' });
    const organizationId = createdId(await session.action('organizations/create', organization('Admin Group', 'ADM-0001')));
    expect(groupOn(organizationId)).toMatchObject({ role: 'admin' });
    session.close();
  });
});
