import { NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { antifraudListHref } from '@/config/paths';
import { targetKey, useSendIntent } from '@/features/intents';
import { listKinds, type ListKind } from '@/lib/antifraud-rules/types';
import { LIST_ALIAS, LIST_NAME_MAX, listPurposes, type ListPurpose } from '@/lib/contract/antifraud';
import { failureMessageKey } from '@/lib/forms';
import { notify } from '@/lib/notify';
import { ANTIFRAUD_CODES } from '../antifraud-codes';

/** The alias a name suggests: lower case, words joined by `_` (`VIP customers` → `vip_customers`). */
const aliasOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+|_+$/g, '')
    .slice(0, 40);

/** A custom list: its name, the alias rules name it by, what it holds and what it is for; sent once. */
export function CreateListDialog({ resourceId, onClose }: { resourceId: string; onClose: () => void }) {
  const { t } = useTranslation(['antifraud', 'errors']);
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [alias, setAlias] = useState('');
  const [aliasTouched, setAliasTouched] = useState(false);
  const [kind, setKind] = useState<ListKind>('email');
  const [purpose, setPurpose] = useState<ListPurpose>('block');
  const [errors, setErrors] = useState<{ name?: string; alias?: string }>({});
  const create = useSendIntent(targetKey('antifraud-list-create', resourceId), (data) => {
    const id = (data as { id?: string } | undefined)?.id;
    notify({ color: 'teal', message: t('lists.created') });
    onClose();
    if (id) void navigate(antifraudListHref(id));
  });
  const aliasTaken = create.refusal?.errors.some((error) => error.code === 'alias-taken') ? t('lists.aliasTaken') : undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const next = {
      name: !trimmed ? t('lists.nameRequired') : trimmed.length > LIST_NAME_MAX ? t('lists.nameTooLong', { max: LIST_NAME_MAX }) : undefined,
      alias: LIST_ALIAS.test(alias) ? undefined : t('lists.aliasRule'),
    };
    setErrors(next);
    if (next.name || next.alias) return;
    create.send({
      request: {
        action: 'antifraud-lists/create',
        payload: { resourceId, data: { type: 'antifraud-lists', attributes: { name: trimmed, alias, kind, purpose } } },
      },
      summary: { kind: 'list-create' },
      invalidates: [{ type: 'AntifraudList', id: 'LIST' }],
    });
  };

  return (
    <FormDialog
      opened
      title={t('lists.createTitle')}
      closeLabel={t('common:close')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('lists.create')}
      submitting={create.pending}
      error={create.refusal && !aliasTaken ? t(failureMessageKey(create.refusal, ANTIFRAUD_CODES)) : null}
      intro={t('lists.createIntro')}
    >
      <Stack gap="sm">
        <TextInput
          label={t('lists.columns.name')}
          value={name}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setName(value);
            if (!aliasTouched) setAlias(aliasOf(value));
          }}
          error={errors.name}
          withAsterisk
          data-autofocus
        />
        <TextInput
          label={t('lists.alias')}
          description={t('lists.aliasHint')}
          value={alias}
          onChange={(event) => {
            setAliasTouched(true);
            setAlias(event.currentTarget.value.trim());
          }}
          error={errors.alias ?? aliasTaken}
          leftSection="@"
          dir="ltr"
          withAsterisk
        />
        <NativeSelect
          label={t('lists.columns.kind')}
          data={listKinds.map((value) => ({ value, label: t(`lists.kind.${value}`) }))}
          value={kind}
          onChange={(event) => setKind(event.currentTarget.value as ListKind)}
        />
        <NativeSelect
          label={t('lists.columns.purpose')}
          data={listPurposes.map((value) => ({ value, label: t(`lists.purpose.${value}`) }))}
          value={purpose}
          onChange={(event) => setPurpose(event.currentTarget.value as ListPurpose)}
        />
      </Stack>
    </FormDialog>
  );
}
