import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/details-section';
import { ListFrame, queryState, useClientList, useListParams, type ClientListSpec, type ListDefinition } from '@/components/list-page';
import { EndSessionDialog, useDeviceName, useSessionColumns, type LoginSession } from '@/components/sessions';
import { failureMessageKey } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import { notify, tx } from '@/lib/notify';
import { useIdentityTokensQuery, useSignOutIdentityTokenMutation } from '../api/identity-api';

/** Shares the page's URL: its parameters carry a prefix. All tokens come in one page (spec §7), sorted and paged here. */
const tokensList: ListDefinition = {
  id: 'identity-tokens',
  paramPrefix: 'tokens.',
  sortable: ['createdAt', 'lastUsedAt', 'ip'],
  defaultSort: { id: 'lastUsedAt', desc: true },
  pageSize: 50,
};

const byText = (pick: (session: LoginSession) => string) => (a: LoginSession, b: LoginSession) => pick(a).localeCompare(pick(b));
const tokensSpec: ClientListSpec<LoginSession> = {
  compare: { createdAt: byText((s) => s.createdAt), lastUsedAt: byText((s) => s.lastUsedAt ?? ''), ip: byText((s) => s.ip) },
};
const NONE: LoginSession[] = [];

const SIGN_OUT_CODES = { 'not-found': 'identity:tokens.gone', forbidden: 'identity:tokens.forbidden' };

/**
 * The identity's signed-in devices (`identities/listActiveTokens`); "Sign out" ends one at once, offered
 * only where the server says the caller may (`mayEnd`: an admin of every workspace of the identity, or its own).
 */
export function TokensSection({ identityId, userId }: { identityId: string; userId: string | null }) {
  const { t } = useTranslation(['identity', 'common']);
  const deviceName = useDeviceName();
  const list = useListParams(tokensList);
  const query = useIdentityTokensQuery(identityId);
  const { rows, total } = useClientList(query.data?.sessions ?? NONE, list.params, tokensSpec);
  const canSignOut = query.data?.mayEnd === true;
  const [target, setTarget] = useState<LoginSession | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [signOut, { isLoading }] = useSignOutIdentityTokenMutation();
  const end = useMemo(
    () =>
      canSignOut
        ? {
            text: t('tokens.signOut'),
            label: (device: string, session: LoginSession) => t('tokens.signOutLabel', { device, ip: session.ip || '—' }),
            onEnd: (session: LoginSession) => {
              setError(null);
              setTarget(session);
            },
          }
        : undefined,
    [canSignOut, t],
  );
  const columns = useSessionColumns({ end, place: true });

  const confirm = async () => {
    if (!target) return;
    setError(null);
    try {
      await signOut({ identityId, tokenId: target.id }).unwrap();
      notify({ color: 'teal', title: tx('identity:tokens.signedOut', { device: deviceName(target.userAgent) }), message: target.ip });
      setTarget(null);
    } catch (failure) {
      setError(t(failureMessageKey(toFailure(failure), SIGN_OUT_CODES)));
    }
  };

  return (
    <SectionCard title={t('tokens.title')} description={t('tokens.description')}>
      <ListFrame
        list={list}
        columns={columns}
        rows={rows}
        total={total}
        getRowId={(session) => session.id}
        label={t('tokens.tableLabel')}
        {...queryState(query)}
        empty={{ title: t('tokens.empty') }}
        userId={userId}
        rowHeight={64}
        headingOrder={3}
      />
      <EndSessionDialog
        session={target}
        title={t('tokens.confirmTitle')}
        text={target ? t('tokens.confirmText', { device: deviceName(target.userAgent), ip: target.ip || '—' }) : ''}
        confirmLabel={t('tokens.signOut')}
        ending={isLoading}
        error={error}
        onConfirm={() => void confirm()}
        onClose={() => setTarget(null)}
      />
    </SectionCard>
  );
}
