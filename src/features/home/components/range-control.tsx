import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isRangePreset, rangePresets, type RangePreset } from '../model/date-range';

interface RangeControlProps {
  value: RangePreset;
  onChange: (value: RangePreset) => void;
}

/** Last 7 / 30 / 90 days, with a visible label that names the radio group. */
export function RangeControl({ value, onChange }: RangeControlProps) {
  const { t } = useTranslation('home');
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text id={labelId} size="sm" fw={500} component="span">
        {t('range.label')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={String(value)}
        onChange={(next) => isRangePreset(next) && onChange(Number(next) as RangePreset)}
        data={rangePresets.map((days) => ({ value: String(days), label: t(`range.last${days}`) }))}
      />
    </Stack>
  );
}
