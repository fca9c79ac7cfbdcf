/**
 * channels/list, get, create, update, addTerminal, renameTerminal, removeTerminal (docs/api/channels.md).
 *
 * A channel is a resource under a project. Reading needs `channels.read` on it (its project or an
 * ancestor), changing it `channels.write`. A channel the caller may not read answers like an unknown
 * id (`not-found`); one they read but may not change answers `forbidden`. Every change is pushed as
 * `resource-updated` (`channels`) to the project's readers; its audit entry is written by the
 * dispatcher in the same step (audit-trail.ts, kind `channels` in audit-objects.ts).
 */
import { CHANNELS_READ, CHANNELS_WRITE } from '@/lib/contract/channel-permissions';
import { TERMINALS_MAX } from '@/lib/contract/channels';
import { nowIso } from '../clock';
import { can, projectIdsUnder, reaches } from '../db/access';
import { channelsOf } from '../db/channel-rows';
import { channelJson, isChannel, type Channel, type ChannelDetails } from '../db/channels';
import { newId } from '../db/ids';
import type { Identity, Resource } from '../db/schema';
import { db } from '../db/store';
import { apiError } from '../handlers/respond';
import { projectDetails } from '../handlers/projects';
import { pushResourceUpdated } from '../pusher-hub';
import { defineAction } from './define-action';
import { listQuery } from './list-query';
import { failure, fieldError, notFound, refuse, unchanged, type ActionOutcome, type ActionRequest } from './types';

const processingCurrencies = (project: Resource): string[] => projectDetails(project).attributes.currencies.processing;

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

const push = (channel: Channel) => {
  const { type, id, attributes } = channelJson(channel);
  pushResourceUpdated(channel.parentId!, { type, id, attributes }, { permission: CHANNELS_READ });
};

/** The channel the call names, when the caller may read it; else the refusal worded like an unknown id. */
function readable(identity: Identity, request: ActionRequest, payload: { id?: string }): Channel | ActionOutcome {
  const found = db.resources.get(request.id ?? payload.id ?? '');
  if (!isChannel(found) || !reaches(identity, found.id) || !can(identity, CHANNELS_READ, found.id)) return notFound('Channel');
  return found;
}

/** `readable`, and the caller may change it (`forbidden` when they only read it). */
function writable(identity: Identity, request: ActionRequest, payload: { id?: string }): Channel | ActionOutcome {
  const found = readable(identity, request, payload);
  if (!('channel' in found)) return found;
  return can(identity, CHANNELS_WRITE, found.id) ? found : refuse();
}

const isOutcome = (value: Channel | ActionOutcome): value is ActionOutcome => !('channel' in value);

/** Stores the changed details (`updatedAt` now), pushes the channel and answers it. */
function save(channel: Channel, changes: Partial<Pick<Resource, 'name'>>, details: Partial<ChannelDetails>): ActionOutcome {
  const saved = db.resources.upsert({ ...channel, ...changes, channel: { ...channel.channel, ...details, updatedAt: nowIso() } }) as Channel;
  push(saved);
  return { data: channelJson(saved) };
}

const projectAnswer = (identity: Identity, project: Resource) => ({
  type: 'resources',
  id: project.id,
  attributes: { name: project.name, processingCurrencies: processingCurrencies(project), writable: can(identity, CHANNELS_WRITE, project.id) },
});

const list = defineAction({
  name: 'channels/list',
  needsIdentity: true,
  permission: CHANNELS_READ,
  resource: 'resourceId',
  run: ({ identity, resource, payload }) => {
    const projects = projectIdsUnder(resource!.id)
      .filter((id) => can(identity, CHANNELS_READ, id))
      .map((id) => db.resources.get(id)!);
    const rows = projects.flatMap((project) => channelsOf(project.id));
    const answer = listQuery(rows, payload, {
      fields: {
        name: (c) => c.name.toLocaleLowerCase(),
        kind: (c) => c.channel.kind,
        status: (c) => c.channel.status,
        projectId: (c) => c.parentId,
        defaultCurrency: (c) => c.channel.defaultCurrency,
        terminals: (c) => c.channel.terminals.length,
        createdAt: (c) => c.createdAt,
      },
      defaultSort: 'name',
      defaultSize: 50,
    });
    if ('errors' in answer) return answer;
    return { data: answer.rows.map(channelJson), included: projects.map((project) => projectAnswer(identity, project)), meta: answer.meta };
  },
});

const get = defineAction({
  name: 'channels/get',
  needsIdentity: true,
  permission: CHANNELS_READ,
  run: ({ identity, request, payload }) => {
    const channel = readable(identity, request, payload);
    if (isOutcome(channel)) return channel;
    return { data: channelJson(channel), included: [projectAnswer(identity, db.resources.get(channel.parentId!)!)] };
  },
});

const duplicateName = () => fieldError('name', 'duplicate-name', 'Another channel of this project has this name');
const notProcessed = (project: Resource) =>
  fieldError('defaultCurrency', 'currency-not-processed', `The project processes ${processingCurrencies(project).join(', ')} only`);

const create = defineAction({
  name: 'channels/create',
  needsIdentity: true,
  permission: CHANNELS_WRITE,
  resource: { from: (payload) => payload.data.relationships.project.data.id, kind: 'project', pointer: '/data/relationships/project' },
  run: ({ resource, payload }): ActionOutcome => {
    const project = resource!;
    const { name, kind, defaultCurrency, statementDescriptor } = payload.data.attributes;
    const errors = [];
    if (channelsOf(project.id).some((other) => sameName(other.name, name))) errors.push(duplicateName());
    if (!processingCurrencies(project).includes(defaultCurrency)) errors.push(notProcessed(project));
    if (errors.length) return { errors };
    const at = nowIso();
    const channel = db.resources.insert({
      id: newId('res_chn'),
      name,
      resourceType: 'channel',
      parentId: project.id,
      createdAt: at,
      channel: { kind, defaultCurrency, statementDescriptor, status: 'active', terminals: [], updatedAt: at },
    }) as Channel;
    push(channel);
    return { data: channelJson(channel) };
  },
});

const update = defineAction({
  name: 'channels/update',
  needsIdentity: true,
  permission: CHANNELS_READ,
  run: ({ identity, request, payload }): ActionOutcome => {
    const channel = writable(identity, request, payload);
    if (isOutcome(channel)) return channel;
    const project = db.resources.get(channel.parentId!)!;
    const { name, defaultCurrency, statementDescriptor, status } = payload.data.attributes;
    const errors = [];
    if (name !== undefined && channelsOf(project.id).some((other) => other.id !== channel.id && sameName(other.name, name))) errors.push(duplicateName());
    if (defaultCurrency !== undefined && defaultCurrency !== channel.channel.defaultCurrency && !processingCurrencies(project).includes(defaultCurrency)) {
      errors.push(notProcessed(project));
    }
    if (errors.length) return { errors };
    const details: Partial<ChannelDetails> = {
      ...(defaultCurrency !== undefined && { defaultCurrency }),
      ...(statementDescriptor !== undefined && { statementDescriptor }),
      ...(status !== undefined && { status }),
    };
    const same =
      (name === undefined || name === channel.name) &&
      Object.entries(details).every(([field, value]) => channel.channel[field as keyof ChannelDetails] === value);
    if (same) return unchanged({ data: channelJson(channel) });
    return save(channel, name !== undefined ? { name } : {}, details);
  },
});

const notPointOfSale = () => failure('not-point-of-sale', 'Only a point of sale has terminals');
const terminalNotFound = () => ({ errors: [apiError('not-found', 'Terminal not found', { source: { pointer: '/data/id' } })] });

const addTerminal = defineAction({
  name: 'channels/addTerminal',
  needsIdentity: true,
  permission: CHANNELS_READ,
  run: ({ identity, request, payload }): ActionOutcome => {
    const channel = writable(identity, request, payload);
    if (isOutcome(channel)) return channel;
    if (channel.channel.kind !== 'point-of-sale') return notPointOfSale();
    const { label, serialNumber } = payload.data.attributes;
    if (channel.channel.terminals.length >= TERMINALS_MAX) return failure('too-many-terminals', `A point of sale has at most ${TERMINALS_MAX} terminals`);
    const serialTaken = channelsOf(channel.parentId!).some((other) =>
      other.channel.terminals.some((t) => t.serialNumber.toUpperCase() === serialNumber.toUpperCase()),
    );
    if (serialTaken) return { errors: [fieldError('serialNumber', 'duplicate-serial', 'A terminal of this project has this serial number')] };
    const terminal = { id: newId('trm'), label, serialNumber, createdAt: nowIso() };
    return save(channel, {}, { terminals: [...channel.channel.terminals, terminal] });
  },
});

const renameTerminal = defineAction({
  name: 'channels/renameTerminal',
  needsIdentity: true,
  permission: CHANNELS_READ,
  run: ({ identity, request, payload }): ActionOutcome => {
    const channel = writable(identity, request, payload);
    if (isOutcome(channel)) return channel;
    const { id, attributes } = payload.data;
    const terminal = channel.channel.terminals.find((t) => t.id === id);
    if (!terminal) return terminalNotFound();
    if (terminal.label === attributes.label) return unchanged({ data: channelJson(channel) });
    return save(channel, {}, { terminals: channel.channel.terminals.map((t) => (t.id === id ? { ...t, label: attributes.label } : t)) });
  },
});

const removeTerminal = defineAction({
  name: 'channels/removeTerminal',
  needsIdentity: true,
  permission: CHANNELS_READ,
  run: ({ identity, request, payload }): ActionOutcome => {
    const channel = writable(identity, request, payload);
    if (isOutcome(channel)) return channel;
    const id = payload.data.id;
    if (!channel.channel.terminals.some((t) => t.id === id)) return terminalNotFound();
    return save(channel, {}, { terminals: channel.channel.terminals.filter((t) => t.id !== id) });
  },
});

export const channelActions = [list, get, create, update, addTerminal, renameTerminal, removeTerminal];
