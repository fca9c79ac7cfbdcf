import type { PermissionRule } from '@/lib/permissions';
import { useAppSelector } from '@/lib/store';
import { selectIsAllowed } from './permissions-slice';

export const usePermission = (rule: PermissionRule | undefined) => useAppSelector((state) => selectIsAllowed(state, rule));
