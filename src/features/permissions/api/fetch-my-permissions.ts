import type { ActionCaller } from '@/lib/actions';
import { lazySchema } from '@/lib/validation';

const parseResult = lazySchema((z) =>
  z.object({
    data: z.object({ attributes: z.object({ permissions: z.array(z.string()) }) }),
    meta: z.object({ catalogue: z.record(z.string(), z.string()) }),
  }),
);

/** Newer calls supersede older ones: switching fast never applies a stale permission set. */
export async function fetchMyPermissions(actions: ActionCaller, resourceId: string | null) {
  const result = await actions.call({
    action: 'identities/getMyPermissions',
    payload: resourceId ? { resourceId } : {},
    kind: 'identities/getMyPermissions',
  });
  const parsed = await parseResult(result);
  return { granted: parsed.data.attributes.permissions, catalogue: parsed.meta.catalogue };
}
