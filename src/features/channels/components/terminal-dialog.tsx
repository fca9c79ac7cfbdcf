import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { useFormDialog } from '@/components/dialogs/use-form-dialog';
import { isolate } from '@/lib/i18n';
import { SERIAL_MAX, TERMINAL_LABEL_MAX } from '@/lib/contract/channels';
import { useAddTerminalMutation, useRenameTerminalMutation, type Channel, type Terminal } from '../api/channels-api';
import { CHANNEL_CODES, TERMINAL_FIELDS } from '../model/channel-codes';

interface Props {
  channel: Channel;
  /** The terminal to rename; none: a new one. */
  terminal: Terminal | null;
  onClose: () => void;
  onDone: (channel: Channel) => void;
}

/** "Add terminal" (label and serial number) or "Rename terminal" (its label; the serial number is the device's). */
export function TerminalDialog({ channel, terminal, onClose, onDone }: Props) {
  const { t } = useTranslation('channels');
  const [add] = useAddTerminalMutation();
  const [rename] = useRenameTerminalMutation();
  const form = useForm({
    initialValues: { label: terminal?.label ?? '', serialNumber: terminal?.serialNumber ?? '' },
    validate: {
      label: (value) => (!value.trim() ? t('errors.labelRequired') : value.trim().length > TERMINAL_LABEL_MAX ? t('errors.labelTooLong') : null),
      serialNumber: (value) => (terminal || value.trim() ? null : t('errors.serialRequired')),
    },
  });
  const dialog = useFormDialog(form, {
    fields: TERMINAL_FIELDS,
    codes: CHANNEL_CODES,
    send: ({ label, serialNumber }) =>
      terminal
        ? rename({ id: channel.id, terminalId: terminal.id, label: label.trim() }).unwrap()
        : add({ id: channel.id, label: label.trim(), serialNumber: serialNumber.trim() }).unwrap(),
    onDone,
    onClose,
  });
  return (
    <FormDialog
      opened
      title={terminal ? t('terminals.renameTitle', { name: isolate(terminal.label) }) : t('terminals.addTitle')}
      intro={t('terminals.intro', { name: isolate(channel.name) })}
      submitLabel={terminal ? t('terminals.renameSubmit') : t('terminals.addSubmit')}
      {...dialog}
    >
      <TextInput label={t('terminals.label')} {...form.getInputProps('label')} withAsterisk data-autofocus maxLength={TERMINAL_LABEL_MAX + 20} />
      <TextInput
        label={t('terminals.serialNumber')}
        description={terminal ? undefined : t('terminals.serialHint')}
        {...form.getInputProps('serialNumber')}
        withAsterisk={!terminal}
        readOnly={Boolean(terminal)}
        dir="ltr"
        maxLength={SERIAL_MAX + 8}
      />
    </FormDialog>
  );
}
