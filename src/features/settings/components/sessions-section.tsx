import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFrame, queryState, useListParams, type ListDefinition } from '@/components/list-page';
import { useSessionColumns, type LoginSession } from '@/components/sessions';
import { selectCurrentUser } from '@/features/session';
import { ACTIVE_TOKENS_PAGE_SIZE } from '@/lib/contract/team';
import { useAppSelector } from '@/lib/store';
import { sessionSortFields, useListActiveTokensQuery } from '../api/tokens-api';
import { failureKey } from '../save-feedback';
import { RevokeSessionDialog } from './revoke-session-dialog';
import { SettingsSection } from './settings-section';
import { SignOutOthers } from './sign-out-others';

/** Shares the settings URL with `?tab=`: its own parameters carry a prefix. Pages of the spec's size (§9: 500). */
const sessionsList: ListDefinition = { id: 'sessions', paramPrefix: 'sessions.', sortable: sessionSortFields, pageSize: ACTIVE_TOKENS_PAGE_SIZE };
const NONE: LoginSession[] = [];

/**
 * The user's login sessions, paged and sorted by the server: device and browser, place and address,
 * when each started and was last active (the user's zone), "This device", "End session" for the
 * others and "Sign out all other sessions".
 */
export function SessionsSection() {
  const { t } = useTranslation(['settings', 'common', 'errors']);
  const userId = useAppSelector(selectCurrentUser)?.id ?? null;
  const list = useListParams(sessionsList);
  const { page, pageSize, sort } = list.params;
  const query = useListActiveTokensQuery({ page, pageSize, sort });
  const { data } = query;
  const [target, setTarget] = useState<LoginSession | null>(null);
  const end = useMemo(
    () => ({
      text: t('sessions.revoke'),
      label: (device: string, session: LoginSession) => t('sessions.revokeLabel', { device, ip: session.ip }),
      onEnd: setTarget,
    }),
    [t],
  );
  const columns = useSessionColumns({ end, place: true });

  return (
    <SettingsSection title={t('sessions.title')} description={t('sessions.description')}>
      {(data?.total ?? 0) > 1 && <SignOutOthers />}
      <ListFrame
        list={list}
        columns={columns}
        rows={data?.sessions ?? NONE}
        total={data?.total ?? 0}
        getRowId={(session) => session.id}
        label={t('sessions.tableLabel')}
        {...queryState(query)}
        errorMessageKey={failureKey}
        empty={{ title: t('sessions.empty') }}
        userId={userId}
        rowHeight={64}
        headingOrder={3}
      />
      <RevokeSessionDialog session={target} onClose={() => setTarget(null)} />
    </SettingsSection>
  );
}
