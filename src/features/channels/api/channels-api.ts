import type { ListParams } from '@/components/list-page';
import { channelAnswer, channelProjectAnswer, type ChannelKind, type ChannelStatus } from '@/lib/contract/channels';
import { featureApi } from '@/lib/api/base-api';
import { lazySchema } from '@/lib/validation';

export interface Terminal {
  id: string;
  label: string;
  serialNumber: string;
  createdAt: string;
}

export interface Channel {
  id: string;
  name: string;
  kind: ChannelKind;
  defaultCurrency: string;
  statementDescriptor: string;
  status: ChannelStatus;
  terminals: Terminal[];
  createdAt: string;
  updatedAt: string;
  projectId: string;
}

/** A project channels are listed for: its processing currencies, and whether the user may add channels there. */
export interface ChannelProject {
  id: string;
  name: string;
  processingCurrencies: string[];
  writable: boolean;
}

export interface ChannelsPage {
  channels: Channel[];
  projects: ChannelProject[];
  total: number;
}

export interface ChannelDetails {
  channel: Channel;
  project: ChannelProject | null;
}

export type ChannelsQuery = { resourceId: string } & Pick<ListParams, 'filters' | 'page' | 'pageSize' | 'sort'>;

export interface ChannelValues {
  name: string;
  defaultCurrency: string;
  statementDescriptor: string;
}

export type NewChannel = ChannelValues & { kind: ChannelKind; projectId: string };
export type ChannelChanges = { id: string } & Partial<ChannelValues & { status: ChannelStatus }>;

const parseChannel = lazySchema(channelAnswer);
const parseProject = lazySchema(channelProjectAnswer);

export async function toChannel(raw: unknown): Promise<Channel> {
  const { id, attributes: a, relationships } = await parseChannel(raw);
  return {
    id,
    name: a.name,
    kind: a.kind,
    defaultCurrency: a.defaultCurrency,
    statementDescriptor: a.statementDescriptor,
    status: a.status,
    terminals: a.terminals.map(({ id: terminalId, label, serialNumber, createdAt }) => ({ id: terminalId, label, serialNumber, createdAt })),
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    projectId: relationships?.project?.data?.id ?? '',
  };
}

async function toProjects(included: unknown[] | undefined): Promise<ChannelProject[]> {
  const rows = (included ?? []).filter((item) => (item as { type?: string }).type === 'resources');
  return Promise.all(
    rows.map(async (raw) => {
      const { id, attributes } = await parseProject(raw);
      return { id, name: attributes.name, processingCurrencies: attributes.processingCurrencies, writable: attributes.writable };
    }),
  );
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

const listPayload = ({ resourceId, filters, page, pageSize, sort }: ChannelsQuery) => ({
  resourceId,
  filter: { kind: text(filters.kind), projectId: text(filters.project), status: text(filters.status) },
  page: { size: pageSize, number: page },
  ...(sort && { sort: `${sort.desc ? '-' : ''}${sort.id}` }),
});

type Answer = { data?: unknown; included?: unknown[]; meta?: { page?: { total?: number } } };
const one = (answer: Answer) => toChannel(answer.data);
const changed = (_result: unknown, _error: unknown, { id }: { id: string }) => [
  { type: 'Channel' as const, id },
  { type: 'Channel' as const, id: 'LIST' },
];

export const channelsApi = featureApi(['Channel']).injectEndpoints({
  endpoints: (build) => ({
    listChannels: build.query<ChannelsPage, ChannelsQuery>({
      query: (params) => ({ action: 'channels/list', payload: listPayload(params) }),
      transformResponse: async (answer: Answer) => {
        const channels = await Promise.all(((answer.data ?? []) as unknown[]).map(toChannel));
        return { channels, projects: await toProjects(answer.included), total: answer.meta?.page?.total ?? channels.length };
      },
      providesTags: (result) => [{ type: 'Channel', id: 'LIST' }, ...(result?.channels ?? []).map((channel) => ({ type: 'Channel' as const, id: channel.id }))],
    }),
    getChannel: build.query<ChannelDetails, string>({
      query: (id) => ({ action: 'channels/get', id, payload: { id } }),
      transformResponse: async (answer: Answer) => ({ channel: await one(answer), project: (await toProjects(answer.included))[0] ?? null }),
      providesTags: (_result, _error, id) => [{ type: 'Channel', id }],
    }),
    createChannel: build.mutation<Channel, NewChannel>({
      query: ({ projectId, ...attributes }) => ({
        action: 'channels/create',
        payload: { data: { type: 'channels', attributes, relationships: { project: { data: { type: 'resources', id: projectId } } } } },
      }),
      transformResponse: one,
      invalidatesTags: [{ type: 'Channel', id: 'LIST' }],
    }),
    updateChannel: build.mutation<Channel, ChannelChanges>({
      query: ({ id, ...attributes }) => ({ action: 'channels/update', id, payload: { data: { type: 'channels', attributes } } }),
      transformResponse: one,
      invalidatesTags: changed,
    }),
    addTerminal: build.mutation<Channel, { id: string; label: string; serialNumber: string }>({
      query: ({ id, label, serialNumber }) => ({
        action: 'channels/addTerminal',
        id,
        payload: { data: { type: 'terminals', attributes: { label, serialNumber } } },
      }),
      transformResponse: one,
      invalidatesTags: changed,
    }),
    renameTerminal: build.mutation<Channel, { id: string; terminalId: string; label: string }>({
      query: ({ id, terminalId, label }) => ({
        action: 'channels/renameTerminal',
        id,
        payload: { data: { type: 'terminals', id: terminalId, attributes: { label } } },
      }),
      transformResponse: one,
      invalidatesTags: changed,
    }),
    removeTerminal: build.mutation<Channel, { id: string; terminalId: string }>({
      query: ({ id, terminalId }) => ({ action: 'channels/removeTerminal', id, payload: { data: { type: 'terminals', id: terminalId } } }),
      transformResponse: one,
      invalidatesTags: changed,
    }),
  }),
});

export const {
  useListChannelsQuery,
  useGetChannelQuery,
  useCreateChannelMutation,
  useUpdateChannelMutation,
  useAddTerminalMutation,
  useRenameTerminalMutation,
  useRemoveTerminalMutation,
} = channelsApi;
