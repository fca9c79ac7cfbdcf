import type { ActionCaller } from '@/lib/actions';
import { lazySchema } from '@/lib/validation';

export const RESOURCE_PAGE_SIZE = 500;

const parseRaw = lazySchema((z) =>
  z.object({
    id: z.string(),
    attributes: z.object({
      name: z.string(),
      resourceType: z.string(),
      mode: z.nullish(z.enum(['live', 'sandbox'])),
    }),
    relationships: z.optional(z.object({ parent: z.optional(z.object({ data: z.nullable(z.object({ id: z.string() })) })) })),
  }),
);

export interface Resource {
  id: string;
  name: string;
  resourceType: 'organization' | 'project' | 'channel' | 'merchant' | string;
  mode: 'live' | 'sandbox' | null;
  parentId: string | null;
}

export const parseResource = async (raw: unknown): Promise<Resource> => {
  const { id, attributes, relationships } = await parseRaw(raw);
  return {
    id,
    name: attributes.name,
    resourceType: attributes.resourceType,
    mode: attributes.mode ?? null,
    parentId: relationships?.parent?.data?.id ?? null,
  };
};

/**
 * Pages through an action 500 at a time (spec §9), following `after` (the last id), until a page comes
 * back short or `meta.page.total` is reached. `id`: the resource the action is about, if any.
 */
export async function listAllPages(actions: ActionCaller, action: string, payload: Record<string, unknown> = {}, id?: string) {
  const all: Resource[] = [];
  let after: string | undefined;
  for (;;) {
    const result = await actions.call({
      action,
      ...(id && { id }),
      payload: { ...payload, page: { size: RESOURCE_PAGE_SIZE, ...(after && { after }) } },
    });
    const page = await Promise.all((Array.isArray(result.data) ? result.data : []).map(parseResource));
    all.push(...page);
    const total = result.meta?.page?.total;
    if (page.length < RESOURCE_PAGE_SIZE || (typeof total === 'number' && all.length >= total)) return all;
    after = page[page.length - 1].id;
  }
}

export const listMyResources = (actions: ActionCaller) => listAllPages(actions, 'identities/listMyResources', { filter: {} });
export const getResourceTree = (actions: ActionCaller) => listAllPages(actions, 'identities/getResourceTree');
/** `resources/getChildrenTree` of one resource: the organizations' projects and channels under it. */
export const getChildrenTree = (actions: ActionCaller, id: string) => listAllPages(actions, 'resources/getChildrenTree', { id }, id);
