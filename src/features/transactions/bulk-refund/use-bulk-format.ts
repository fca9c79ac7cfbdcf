import { selectResourceIndex } from '@/features/workspace';
import { useLocaleFormat } from '@/lib/format';
import { useAppSelector } from '@/lib/store';

/** The locale's writers, and project names from the workspace tree. */
export function useBulkFormat() {
  const format = useLocaleFormat();
  const index = useAppSelector(selectResourceIndex);
  return { ...format, projectName: (id: string | null) => (id ? (index.get(id)?.name ?? id) : '') };
}
