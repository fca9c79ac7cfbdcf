import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconPencil } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/details-section';
import { useNavigate } from 'react-router';
import { FormError } from '@/components/feedback/form-error';
import { ErrorState, LoadingState } from '@/components/states';
import { notify, tx } from '@/lib/notify';
import { useAddIdentityGroupMutation, useIdentityGroupChoicesQuery, useRemoveIdentityGroupMutation, useSaveIdentityGroupsMutation } from '../api/identity-api';
import type { IdentityGroup } from '../model/identity';
import { useRefusalMessage } from '../model/refusal';
import { AddGroupForm } from './add-group-form';
import { EditGroupsDialog } from './edit-groups-dialog';
import { GroupItem } from './group-item';
import { RemoveGroupDialog } from './remove-group-dialog';

interface Props {
  userId: string;
  identityId: string;
  /** The workspace whose groups are offered (`groups/list`). */
  resourceId: string;
  groups: readonly IdentityGroup[];
  memberName: string;
  /** Why the caller may not change these groups (their own identity), or null. */
  readOnlyReason: string | null;
  /** The caller holds `identities.groups.write` here. */
  canChange: boolean;
}

const NONE: IdentityGroup[] = [];
const TEAM = '/team';

/**
 * The identity's groups; add one, remove one, or edit them all in one call, as the caller's rights allow.
 * Without any group it is no longer anyone's to see here (the server answers not-found): the page then
 * goes back to the team.
 */
export function GroupsSection({ userId, identityId, resourceId, groups, memberName, readOnlyReason, canChange }: Props) {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const editable = canChange && readOnlyReason === null;
  const choicesQuery = useIdentityGroupChoicesQuery(resourceId, { skip: !editable });
  const choices = choicesQuery.data ?? NONE;
  const grantable = useMemo(() => new Map(choices.map((group) => [group.id, group.grantable])), [choices]);
  const refusal = useRefusalMessage(useMemo(() => [...groups, ...choices], [groups, choices]));
  const key = { userId, identityId };

  const [add, adding] = useAddIdentityGroupMutation();
  const [remove] = useRemoveIdentityGroupMutation();
  const [save, saving] = useSaveIdentityGroupsMutation();
  const [message, setMessage] = useState<string | null>(null);
  const [removeTarget, setRemoveTarget] = useState<IdentityGroup | null>(null);
  const [editing, setEditing] = useState(false);
  const [editError, setEditError] = useState<string | null>(null);

  const onAdd = async (group: IdentityGroup) => {
    setMessage(null);
    try {
      await add({ ...key, groupId: group.id }).unwrap();
      notify({ color: 'teal', title: tx('identity:add.done', { group: group.name }), message: memberName });
      return true;
    } catch (error) {
      setMessage(refusal(error, group.id));
      return false;
    }
  };
  // Throws on a refusal: the dialog says it and stays open.
  const onRemove = async (group: IdentityGroup) => {
    await remove({ ...key, groupId: group.id }).unwrap();
    notify({ color: 'teal', title: tx('identity:remove.done', { group: group.name }), message: memberName });
    setRemoveTarget(null);
    if (groups.every((entry) => entry.id === group.id)) void navigate(TEAM);
  };
  const onSave = async (groupIds: string[]) => {
    setEditError(null);
    try {
      await save({ ...key, groupIds }).unwrap();
      notify({ color: 'teal', title: tx('identity:edit.done'), message: memberName });
      setEditing(false);
      if (groupIds.length === 0) void navigate(TEAM);
    } catch (error) {
      setEditError(refusal(error));
    }
  };

  const memberOf = new Set(groups.map((group) => group.id));
  const addable = choices.filter((group) => group.grantable && !memberOf.has(group.id));

  return (
    <SectionCard
      title={t('groups.title')}
      description={t('groups.description')}
      actions={
        editable && (
          <Button
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => {
              setEditError(null);
              setEditing(true);
            }}
            disabled={!choicesQuery.data}
          >
            {t('edit.open')}
          </Button>
        )
      }
    >
      {readOnlyReason && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} role="note">
          {readOnlyReason}
        </Alert>
      )}
      {editable && choicesQuery.isError && (
        <ErrorState
          error={choicesQuery.error}
          title={t('groups.choicesFailed')}
          onRetry={() => void choicesQuery.refetch()}
          retrying={choicesQuery.isFetching}
        />
      )}
      {editable && choicesQuery.isLoading && <LoadingState label={t('groups.loadingChoices')} rows={1} rowHeight={36} />}
      {editable && choicesQuery.data && <AddGroupForm options={addable} adding={adding.isLoading} onAdd={onAdd} />}
      <FormError message={message} />
      {groups.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('groups.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('groups.title')}>
          {groups.map((group) => (
            <GroupItem key={group.id} group={group} onRemove={editable ? setRemoveTarget : undefined} removeBlocked={grantable.get(group.id) === false} />
          ))}
        </Stack>
      )}
      <RemoveGroupDialog
        group={removeTarget}
        last={removeTarget !== null && groups.every((entry) => entry.id === removeTarget.id)}
        memberName={memberName}
        onConfirm={onRemove}
        describeFailure={(error, group) => refusal(error, group.id)}
        onClose={() => setRemoveTarget(null)}
      />
      <EditGroupsDialog
        opened={editing}
        current={groups}
        choices={choices}
        saving={saving.isLoading}
        error={editError}
        onSave={(groupIds) => void onSave(groupIds)}
        onClose={() => setEditing(false)}
      />
    </SectionCard>
  );
}
