import { Group, NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import type { DayRange } from '@/lib/dates';
import { isRangePreset, rangePresets, type AggregateRange } from './aggregate-range';

interface Props {
  value: AggregateRange;
  /** The days the current period covers (a custom range starts from them). */
  days: DayRange;
  onChange: (value: AggregateRange) => void;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period: a preset, or custom days (applied once valid; a wrong range says why and keeps what was typed). */
export function RangePicker({ value, days, onChange }: Props) {
  const { t } = useTranslation('disputes');
  const [draft, setDraft] = useState<{ from: string; to: string } | null>(null);
  const custom = value.preset === 'custom' ? (draft ?? { from: value.from ?? '', to: value.to ?? '' }) : null;
  const orderError = custom && custom.from && custom.to && custom.from > custom.to ? t('common:list.rangeOrder') : undefined;
  const period = t('aggregated.period');

  const apply = (from: string, to: string) => {
    setDraft({ from, to });
    if ((from && !DAY.test(from)) || (to && !DAY.test(to)) || (from && to && from > to)) return;
    setDraft(null);
    onChange({ preset: 'custom', ...(from && { from }), ...(to && { to }) });
  };

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <NativeSelect
        label={period}
        value={value.preset}
        data={[...rangePresets, 'custom'].map((preset) => ({ value: preset, label: t(`aggregated.presets.${preset}`) }))}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setDraft(null);
          onChange(isRangePreset(next) ? { preset: next } : { preset: 'custom', ...days });
        }}
      />
      {custom && (
        <>
          <DateField
            label={t('common:list.from')}
            aria-label={`${period}: ${t('common:list.from')}`}
            value={custom.from}
            onChange={(day) => apply(day, custom.to)}
          />
          <DateField
            label={t('common:list.to')}
            aria-label={`${period}: ${t('common:list.to')}`}
            value={custom.to}
            error={orderError}
            onChange={(day) => apply(custom.from, day)}
          />
        </>
      )}
    </Group>
  );
}
