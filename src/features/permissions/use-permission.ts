import type { PermissionRule } from '@/lib/permissions';
import { useAppSelector } from '@/app/store/hooks';
import { selectIsAllowed } from './permissions-slice';

export const usePermission = (rule: PermissionRule | undefined) => useAppSelector((state) => selectIsAllowed(state, rule));
