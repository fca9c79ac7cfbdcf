import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessageKey } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import { TEAM_CODES } from '../model/role-form';

/** A team change's failure in the user's words: the team's refusal codes first, then the common ones. */
export function useTeamFailure() {
  const { t } = useTranslation(['team', 'errors']);
  return useCallback((error: unknown) => t(failureMessageKey(toFailure(error), TEAM_CODES)), [t]);
}
