import { z } from 'zod/mini';
import type { ActionClient } from '@/lib/actions';

export const RESOURCE_PAGE_SIZE = 500;

const resourceSchema = z.object({
  id: z.string(),
  attributes: z.object({
    name: z.string(),
    resourceType: z.string(),
    mode: z.nullish(z.enum(['live', 'sandbox'])),
  }),
  relationships: z.optional(z.object({ parent: z.optional(z.object({ data: z.nullable(z.object({ id: z.string() })) })) })),
});

export interface Resource {
  id: string;
  name: string;
  resourceType: 'organization' | 'project' | 'channel' | 'merchant' | string;
  mode: 'live' | 'sandbox' | null;
  parentId: string | null;
}

export const parseResource = (raw: unknown): Resource => {
  const { id, attributes, relationships } = resourceSchema.parse(raw);
  return {
    id,
    name: attributes.name,
    resourceType: attributes.resourceType,
    mode: attributes.mode ?? null,
    parentId: relationships?.parent?.data?.id ?? null,
  };
};

/** Pages through an action 500 at a time until a page comes back empty. */
export async function listAllPages(actions: ActionClient, action: string, payload: Record<string, unknown> = {}) {
  const all: Resource[] = [];
  let after: string | undefined;
  for (;;) {
    const result = await actions.call({
      action,
      payload: { ...payload, page: { size: RESOURCE_PAGE_SIZE, ...(after && { after }) } },
    });
    const page = (Array.isArray(result.data) ? result.data : []).map(parseResource);
    if (page.length === 0) return all;
    all.push(...page);
    after = page[page.length - 1].id;
  }
}

export const listMyResources = (actions: ActionClient) => listAllPages(actions, 'identities/listMyResources', { filter: {} });
export const getResourceTree = (actions: ActionClient) => listAllPages(actions, 'identities/getResourceTree');
