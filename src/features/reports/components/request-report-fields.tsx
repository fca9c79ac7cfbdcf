import { Button, Group, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { reportFormats, reportLevels, type ReportKind } from '@/lib/contract/reports';
import { selectWorkspaceChannels } from '@/features/workspace';
import { useAppSelector } from '@/lib/store';
import { narrowsToChannel, periodPresets, presetPeriod, today, type RequestReportValues } from '../model/request-form';

interface Props {
  form: UseFormReturnType<RequestReportValues>;
  /** The kinds the user may request. */
  kinds: readonly ReportKind[];
  /** `organization` only for an organization workspace. */
  organization: boolean;
}

/** Kind, level, period (with presets) and format. */
export function RequestReportFields({ form, kinds, organization }: Props) {
  const { t } = useTranslation('reports');
  const presetsId = useId();
  // The workspace's channels the user may read (the server lists no others).
  const channels = useAppSelector(selectWorkspaceChannels);
  const kindOptions = [
    ...(kinds.length > 1 ? [{ value: '', label: t('request.kindPlaceholder') }] : []),
    ...kinds.map((value) => ({ value, label: t(`kind.${value}`) })),
  ];
  const levelOptions = reportLevels.filter((level) => organization || level !== 'organization').map((value) => ({ value, label: t(`level.${value}`) }));
  const applyPreset = (preset: (typeof periodPresets)[number]) => {
    form.setFieldValue('period', presetPeriod(preset));
    form.clearFieldError('period.from');
    form.clearFieldError('period.to');
  };

  return (
    <Stack gap="md">
      <NativeSelect label={t('fields.kind')} data={kindOptions} withAsterisk {...form.getInputProps('kind')} data-autofocus />
      <NativeSelect label={t('fields.level')} description={t('request.levelHint')} data={levelOptions} withAsterisk {...form.getInputProps('level')} />
      {narrowsToChannel(form.values.level) && channels.length > 0 && (
        <NativeSelect
          label={t('fields.channel')}
          data={[{ value: '', label: t('request.allChannels') }, ...channels.map((channel) => ({ value: channel.id, label: channel.name }))]}
          {...form.getInputProps('channelId')}
        />
      )}
      <Stack gap={6}>
        <Text size="sm" fw={500} id={presetsId}>
          {t('fields.period')}
        </Text>
        <Group gap="xs" role="group" aria-labelledby={presetsId}>
          {periodPresets.map((preset) => (
            <Button key={preset} size="compact-sm" variant="default" onClick={() => applyPreset(preset)}>
              {t(`request.presets.${preset}`)}
            </Button>
          ))}
        </Group>
        <Group grow align="flex-start" gap="sm">
          <DateField label={t('request.from')} withAsterisk maxDate={today()} {...form.getInputProps('period.from')} />
          <DateField label={t('request.to')} withAsterisk maxDate={today()} {...form.getInputProps('period.to')} />
        </Group>
        <Text size="xs" c="dimmed">
          {t('request.periodHint')}
        </Text>
      </Stack>
      <Radio.Group label={t('fields.format')} withAsterisk {...form.getInputProps('format')}>
        <Group gap="lg" mt={6}>
          {reportFormats.map((value) => (
            <Radio key={value} value={value} label={t(`format.${value}`)} />
          ))}
        </Group>
      </Radio.Group>
    </Stack>
  );
}
