/**
 * Who may end another user's signed-in session (docs/api/team.md *Ending sessions*, docs/security.md
 * *Sessions*). Everyone ends their own. Another user's session opens every workspace its identity has
 * a group on, so only an **admin of each of them** ends it: the caller's team role there (the nearest
 * group on the workspace or an ancestor, inherited included, as the team list shows it) is `admin`.
 * Holding `users.write` (a "Team manager") is not enough, nor is a custom role that happens to hold
 * every permission of the admin role: it is the role that counts, as for `last-admin`.
 */
import { identityGroups } from './access';
import type { Identity } from './schema';
import { roleOn } from './team-rules';

/** True when the caller is an admin on every workspace the target identity has a group on (none: nobody is). */
export function mayEndSessionsOf(caller: Identity, target: Identity): boolean {
  if (caller.id === target.id) return true;
  const places = identityGroups(target).flatMap((group) => (group.resourceId === null ? [] : [group.resourceId]));
  return places.length > 0 && places.every((resourceId) => roleOn(caller, resourceId) === 'admin');
}
