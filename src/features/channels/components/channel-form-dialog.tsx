import { NativeSelect, Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { useFormDialog } from '@/components/dialogs/use-form-dialog';
import {
  CHANNEL_NAME_MAX,
  channelKinds,
  channelStatuses,
  DESCRIPTOR_MAX,
  descriptorProblem,
  type ChannelKind,
  type ChannelStatus,
} from '@/lib/contract/channels';
import { useCreateChannelMutation, useUpdateChannelMutation, type Channel, type ChannelProject } from '../api/channels-api';
import { CHANNEL_CODES, CHANNEL_FIELDS } from '../model/channel-codes';

interface Values {
  project: string;
  name: string;
  kind: ChannelKind | '';
  defaultCurrency: string;
  statementDescriptor: string;
  status: ChannelStatus;
}

type Props = {
  opened: boolean;
  onClose: () => void;
  onDone: (channel: Channel) => void;
} & ({ mode: 'create'; projects: readonly ChannelProject[] } | { mode: 'edit'; channel: Channel; project: ChannelProject | null });

/** "Add channel" (which project, kind, name, currency, descriptor) and "Edit channel" (the same but the kind and project, plus the status). */
export function ChannelFormDialog(props: Props) {
  const { t } = useTranslation('channels');
  const [create] = useCreateChannelMutation();
  const [update] = useUpdateChannelMutation();
  const editing = props.mode === 'edit' ? props.channel : null;
  const projects = props.mode === 'create' ? props.projects : props.project ? [props.project] : [];
  const form = useForm<Values>({
    initialValues: {
      project: editing?.projectId ?? (projects.length === 1 ? projects[0].id : ''),
      name: editing?.name ?? '',
      kind: editing?.kind ?? '',
      defaultCurrency: editing?.defaultCurrency ?? '',
      statementDescriptor: editing?.statementDescriptor ?? '',
      status: editing?.status ?? 'active',
    },
    validate: {
      project: (value) => (value ? null : t('errors.projectRequired')),
      name: (value) => (!value.trim() ? t('errors.nameRequired') : value.trim().length > CHANNEL_NAME_MAX ? t('errors.nameTooLong') : null),
      kind: (value) => (value ? null : t('errors.kindRequired')),
      defaultCurrency: (value) => (value ? null : t('errors.currencyRequired')),
      statementDescriptor: (value) => (descriptorProblem(value.trim()) ? t('errors.descriptorRule') : null),
    },
    onValuesChange: (values, previous) => {
      // Another project may not process the currency chosen for the first one.
      if (values.project !== previous.project) form.setFieldValue('defaultCurrency', '');
    },
  });
  const currencies = projects.find((project) => project.id === form.values.project)?.processingCurrencies ?? [];
  const dialog = useFormDialog(form, {
    fields: CHANNEL_FIELDS,
    codes: CHANNEL_CODES,
    send: ({ project, name, kind, defaultCurrency, statementDescriptor, status }) => {
      const common = { name: name.trim(), defaultCurrency, statementDescriptor: statementDescriptor.trim() };
      return editing ? update({ id: editing.id, ...common, status }).unwrap() : create({ ...common, kind: kind as ChannelKind, projectId: project }).unwrap();
    },
    onDone: props.onDone,
    onClose: props.onClose,
  });

  return (
    <FormDialog
      opened={props.opened}
      title={editing ? t('edit.title') : t('create.title')}
      submitLabel={editing ? t('edit.submit') : t('create.submit')}
      {...dialog}
    >
      {!editing && projects.length > 1 && (
        <NativeSelect
          label={t('fields.project')}
          data={[{ value: '', label: t('create.chooseProject') }, ...projects.map((project) => ({ value: project.id, label: project.name }))]}
          {...form.getInputProps('project')}
          withAsterisk
        />
      )}
      <TextInput label={t('fields.name')} {...form.getInputProps('name')} withAsterisk data-autofocus maxLength={CHANNEL_NAME_MAX + 20} />
      {!editing && (
        <Radio.Group label={t('fields.kind')} {...form.getInputProps('kind')} withAsterisk>
          <Stack gap="xs" mt="xs">
            {channelKinds.map((kind) => (
              <Radio key={kind} value={kind} label={t(`kind.${kind}`)} description={t(`kindHint.${kind}`)} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <NativeSelect
        label={t('fields.defaultCurrency')}
        description={t('create.currencyHint')}
        data={[{ value: '', label: t('create.chooseCurrency') }, ...currencies]}
        {...form.getInputProps('defaultCurrency')}
        withAsterisk
        disabled={currencies.length === 0}
      />
      <TextInput
        label={t('fields.statementDescriptor')}
        description={t('create.descriptorHint')}
        {...form.getInputProps('statementDescriptor')}
        withAsterisk
        dir="ltr"
        maxLength={DESCRIPTOR_MAX + 10}
      />
      {editing && (
        <Radio.Group label={t('fields.status')} {...form.getInputProps('status')}>
          <Stack gap="xs" mt="xs">
            {channelStatuses.map((status) => (
              <Radio key={status} value={status} label={t(`status.${status}`)} description={t(`statusHint.${status}`)} />
            ))}
          </Stack>
        </Radio.Group>
      )}
    </FormDialog>
  );
}
