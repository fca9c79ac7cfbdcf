import { Alert, Card, List, Stack, Switch, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessageKey } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import { notify, tx } from '@/lib/notify';
import { useListTeamMembersQuery, useSetTeamTwoFaEnforcementMutation, type TeamSettings } from '../api/team-api';
import { memberName } from '../model/labels';
import { TEAM_CODES } from '../model/role-form';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useTeamFailure } from './use-team-failure';

interface Props {
  workspace: { id: string; name: string };
  settings: TeamSettings;
}

/**
 * "Two-factor authentication for the team": members without 2FA are sent to set it up at their next
 * sign-in. Switching it on is asked first, saying who will be asked; set on an organization above, it
 * is shown as it is and changed there.
 */
export function TeamTwoFaCard({ workspace, settings }: Props) {
  const { t } = useTranslation('team');
  const describeFailure = useTeamFailure();
  const titleId = useId();
  const [setEnforcement, state] = useSetTeamTwoFaEnforcementMutation();
  const [confirming, setConfirming] = useState(false);
  const inherited = settings.enforcedBy !== null && settings.enforcedBy.id !== workspace.id;
  const on = settings.twoFaEnforced || inherited;
  const without = settings.membersWithoutTwoFa;

  const save = async (twoFaEnforced: boolean) => {
    await setEnforcement({ resourceId: workspace.id, twoFaEnforced }).unwrap();
    notify({ color: 'teal', title: tx(twoFaEnforced ? 'team:twoFaCard.switchedOn' : 'team:twoFaCard.switchedOff'), message: workspace.name });
  };

  const switchOff = async () => {
    try {
      await save(false);
    } catch (error) {
      notify({ color: 'red', title: tx('team:twoFaCard.failed'), message: tx(failureMessageKey(toFailure(error), TEAM_CODES)) });
    }
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('twoFaCard.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('twoFaCard.text')}
        </Text>
        <Switch
          checked={on}
          disabled={inherited || state.isLoading}
          label={t('twoFaCard.switch', { name: workspace.name })}
          onChange={(event) => (event.currentTarget.checked ? setConfirming(true) : void switchOff())}
        />
        {inherited && settings.enforcedBy && (
          <Alert variant="light" color="blue" icon={<IconShieldLock size={18} aria-hidden />}>
            {t('twoFaCard.enforcedBy', { name: settings.enforcedBy.name })}
          </Alert>
        )}
        <Text size="sm">{without === 0 ? t('twoFaCard.allHaveIt') : t('twoFaCard.without', { count: without })}</Text>
      </Stack>
      <ConfirmDialog
        describeFailure={describeFailure}
        opened={confirming}
        title={t('twoFaCard.confirmTitle')}
        question={t('twoFaCard.confirmQuestion', { name: workspace.name })}
        hint={without === 0 ? t('twoFaCard.confirmNobody') : <WhoWillBeAsked resourceId={workspace.id} count={without} />}
        confirmLabel={t('twoFaCard.confirm')}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          await save(true);
          setConfirming(false);
        }}
      />
    </Card>
  );
}

const NAMES_SHOWN = 10;

/** The members without 2FA, by name (the first few), who will be asked at their next sign-in. */
function WhoWillBeAsked({ resourceId, count }: { resourceId: string; count: number }) {
  const { t } = useTranslation('team');
  const query = useListTeamMembersQuery({
    resourceId,
    filters: [
      { field: 'status', operator: 'eq', value: 'active' },
      { field: 'twoFaEnabled', operator: 'eq', value: false },
    ],
    sort: 'name',
    page: 1,
    pageSize: NAMES_SHOWN,
  });
  const names = (query.data?.rows ?? []).map(memberName);
  const more = count - names.length;
  return (
    <>
      {t('twoFaCard.confirmWho', { count })}
      {names.length > 0 && (
        <List size="sm" mt={4} c="dimmed">
          {names.map((name, index) => (
            <List.Item key={`${index}-${name}`}>
              <bdi>{name}</bdi>
            </List.Item>
          ))}
          {more > 0 && <List.Item>{t('twoFaCard.andMore', { count: more })}</List.Item>}
        </List>
      )}
    </>
  );
}
