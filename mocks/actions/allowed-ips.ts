/**
 * projects/getAllowedIps, projects/setAllowedIps (docs/api/developers.md): the ranges a project's API
 * may be called from (empty: any address). The list governs API access, so it goes with the API keys'
 * permissions (`api-keys.read` / `api-keys.write`: developer and admin; support and finance none). The
 * sandbox blocks no request by address; the screen flags a list that would lock out the signed-in one.
 */
import { API_KEYS_READ } from '@/lib/contract/developers';
import { nowIso } from '../clock';
import { allowedIpsJson, type AllowedIpList } from '../db/project-settings';
import { db } from '../db/store';
import { pushResourceUpdated } from '../pusher-hub';
import { defineAction } from './define-action';
import { checkRanges } from './ip-ranges';

const listOf = (projectId: string): AllowedIpList => db.allowedIpLists.get(projectId) ?? { id: projectId, ranges: [], updatedAt: null };

const get = defineAction({
  name: 'projects/getAllowedIps',
  needsIdentity: true,
  permission: API_KEYS_READ,
  resource: { from: 'resourceId', kind: 'project' },
  run: ({ resource }) => ({ data: allowedIpsJson(listOf(resource!.id)) }),
});

/** Replaces the list: every range checked (`invalid-cidr`, `duplicate-cidr` at its index), kept canonical. */
const set = defineAction({
  name: 'projects/setAllowedIps',
  needsIdentity: true,
  resource: { from: 'resourceId', kind: 'project' },
  run: ({ resource, payload }) => {
    const checked = checkRanges(payload.data.attributes.ranges, '/data/attributes/ranges');
    if (checked.errors.length) return { errors: checked.errors };
    const list = db.allowedIpLists.upsert({ id: resource!.id, ranges: checked.ranges, updatedAt: nowIso() });
    pushResourceUpdated(list.id, { type: 'allowed-ip-lists', id: list.id }, { permission: API_KEYS_READ });
    return { data: allowedIpsJson(list) };
  },
});

export const allowedIpActions = [get, set];
