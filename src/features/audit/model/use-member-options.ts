import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { FilterOption } from '@/components/list-page';
import { usePermission } from '@/features/permissions';
import { anyOf } from '@/lib/permissions';
import { useListAuditActorsQuery } from '../api/audit-api';
import { actorText } from './labels';

const MEMBERS_READ = anyOf('users.read', 'users.write');

/**
 * The "who" filter's choices: the workspace's active members, or null when they cannot be read (a
 * reader without `users.read`, or no answer): the filter then takes a user id as text. Someone no
 * longer a member is still offered when the URL asks for them (`?who=`). The same members keep the same array.
 */
export function useMemberOptions(resourceId: string): FilterOption[] | null {
  const urlWho = useSearchParams()[0].get('who');
  const mayReadMembers = usePermission(MEMBERS_READ);
  const actors = useListAuditActorsQuery(resourceId, { skip: !mayReadMembers });
  const actorKey = actors.data ? actors.data.map((a) => `${a.id}\u0000${actorText(a)}`).join('\u0001') : null;
  return useMemo(() => {
    if (!actors.data) return null;
    const members = actors.data.map((actor) => ({ value: actor.id, label: actorText(actor) || actor.id }));
    if (urlWho && !members.some((m) => m.value === urlWho)) members.push({ value: urlWho, label: urlWho });
    return members;
    // The members are compared by content: a refetch hands equal ones in a new array.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actorKey, urlWho]);
}
