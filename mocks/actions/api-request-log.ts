/**
 * api-request-log/list, api-request-log/get and developers/overview (docs/api/api-request-log.md).
 * The log needs `api-keys.read` on the call's project; the hub `api-keys.read` or
 * `webhook-endpoints.read`, and shows each part where its right is held. Reading the log or the hub
 * starts the sandbox's steady traffic (mocks/developers/traffic.ts).
 */
import { API_KEYS_READ, WEBHOOKS_READ } from '@/lib/contract/developer-permissions';
import { now } from '../clock';
import { can, projectIdsUnder, reaches } from '../db/access';
import { db } from '../db/store';
import { apiRequestDetailsJson, apiRequestJson } from '../developers/json';
import { DEFAULT_PAGE_SIZE, logPage, readLogFilter } from '../developers/log-query';
import { developerOverviewJson } from '../developers/overview';
import { armApiTraffic } from '../developers/traffic';
import { volumeIndexOf, volumeRow } from '../developers/volume';
import { defineAction } from './define-action';
import { isListPage, listQuery } from './list-query';
import { notFound } from './types';

const list = defineAction({
  name: 'api-request-log/list',
  needsIdentity: true,
  permission: API_KEYS_READ,
  resource: 'resourceId',
  run: ({ identity, resource, payload }) => {
    const filter = readLogFilter(payload);
    if ('errors' in filter) return filter;
    armApiTraffic();
    const projects = new Set(projectIdsUnder(resource!.id).filter((id) => reaches(identity, id) && can(identity, API_KEYS_READ, id)));
    const number = payload.page?.number ?? 1;
    const size = payload.page?.size ?? DEFAULT_PAGE_SIZE;
    const page = logPage(projects, filter, number, size, now());
    return { data: page.rows.map(apiRequestJson), meta: { page: { total: page.total, size, number } } };
  },
});

const get = defineAction({
  name: 'api-request-log/get',
  needsIdentity: true,
  permission: API_KEYS_READ,
  run: ({ identity, request, payload }) => {
    const id = request.id ?? payload.id ?? '';
    const index = volumeIndexOf(id);
    const row = index === null ? db.apiRequests.get(id) : volumeRow(index, now());
    if (!row || !reaches(identity, row.projectId) || !can(identity, API_KEYS_READ, row.projectId)) return notFound('API request');
    return { data: apiRequestDetailsJson(identity, row) };
  },
});

const overview = defineAction({
  name: 'developers/overview',
  needsIdentity: true,
  permission: [API_KEYS_READ, WEBHOOKS_READ],
  resource: 'resourceId',
  run: ({ identity, resource, payload }) => {
    armApiTraffic();
    const at = now();
    const projects = projectIdsUnder(resource!.id)
      .filter((id) => reaches(identity, id) && can(identity, [API_KEYS_READ, WEBHOOKS_READ], id))
      .map((id) => db.resources.get(id)!)
      .filter(Boolean);
    const page = listQuery(projects, payload, { fields: { id: (p) => p.id, name: (p) => p.name.toLocaleLowerCase() }, defaultSort: 'name', defaultSize: 50 });
    return isListPage(page) ? { data: page.rows.map((p) => developerOverviewJson(identity, p, at)), meta: page.meta } : page;
  },
});

export const apiRequestLogActions = [list, get, overview];
