import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { selectSelectedResource, selectWorkspaceProjects } from '@/features/workspace';
import type { TopicRelatedType } from '@/lib/contract/mailbox-rules';
import { useAppSelector } from '@/lib/store';
import { useGetMailboxRelatedObjectQuery } from '../api/related-lookup-api';
import type { RelatedLookup } from './related-field';

/** How long typing pauses before an ID is looked up. */
export const LOOKUP_DELAY_MS = 400;

/** The object a typed or pasted ID names in this workspace (its projects included), looked up once typing pauses. */
export function useRelatedLookup(type: TopicRelatedType | '', typedId: string): RelatedLookup {
  const workspace = useAppSelector(selectSelectedResource);
  const projects = useAppSelector(selectWorkspaceProjects);
  const workspaceIds = useMemo(() => [...new Set([workspace?.id ?? '', ...projects.map((p) => p.id)])].filter(Boolean), [workspace, projects]);
  const id = typedId.trim();
  const [settledId] = useDebouncedValue(id, LOOKUP_DELAY_MS);
  const query = useGetMailboxRelatedObjectQuery({ type: type || 'transactions', id: settledId, workspaceIds }, { skip: !type || !settledId });
  if (!type || !id) return { state: 'none' };
  if (settledId !== id || query.isFetching || query.isUninitialized) return { state: 'looking' };
  if (query.isError) return { state: 'failed' };
  return query.currentData ? { state: 'found', preview: query.currentData } : { state: 'missing' };
}
