import type { PushedTags } from '@/lib/api/base-api';

/** A member or invitation changed (role, groups, status): the team list, the member and identity pages, the team settings' counts. */
export const pushedTags: PushedTags = { 'team-settings': ['TeamSettings'], 'team-members': ['TeamMember'] };
