import { Fieldset, NativeSelect, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { useTimeZone } from '@/features/preferences';
import { datePresets, isDatePreset } from './date-presets';
import { dateFilterDays, type DateFilter } from './list-filters';

interface Props {
  label: string;
  value: DateFilter | undefined;
  onChange: (value: DateFilter | undefined) => void;
}

const CUSTOM = 'custom';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date range by preset (kept relative: the URL holds its name) or by custom days in the user's
 * zone. A custom range applies once it is valid; a wrong one says why and keeps what was typed.
 */
export function DateFilterField({ label, value, onChange }: Props) {
  const { t } = useTranslation('transactions');
  const timeZone = useTimeZone();
  const customOf = (next: DateFilter | undefined) => (next && !('preset' in next) ? { from: next.from ?? '', to: next.to ?? '' } : null);
  const [custom, setCustom] = useState(() => customOf(value));
  // Follow the URL when it changes elsewhere (Back, a view, a removed chip).
  const [seen, setSeen] = useState(value);
  if (JSON.stringify(seen) !== JSON.stringify(value)) {
    setSeen(value);
    setCustom(customOf(value));
  }
  const choice = custom ? CUSTOM : value && 'preset' in value ? value.preset : '';

  const apply = (from: string, to: string) => {
    setCustom({ from, to });
    if ((from && !DAY.test(from)) || (to && !DAY.test(to)) || (from && to && from > to)) return;
    onChange(from || to ? { ...(from && { from }), ...(to && { to }) } : undefined);
  };
  const orderError = custom && custom.from && custom.to && custom.from > custom.to ? t('filters.dateOrder') : undefined;

  return (
    <Fieldset legend={label} variant="unstyled">
      <NativeSelect
        aria-label={label}
        value={choice}
        data={[
          { value: '', label: t('filters.anyTime') },
          ...datePresets.map((preset) => ({ value: preset, label: t(`presets.${preset}`) })),
          { value: CUSTOM, label: t('presets.custom') },
        ]}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (next === CUSTOM) {
            // A custom range starts from the days the preset covered, so the list does not jump.
            const days = value ? dateFilterDays(value, timeZone) : {};
            setCustom({ from: days.from ?? '', to: days.to ?? '' });
            if (days.from || days.to) onChange(days);
            return;
          }
          setCustom(null);
          onChange(isDatePreset(next) ? { preset: next } : undefined);
        }}
      />
      {custom && (
        <SimpleGrid cols={2} spacing="xs" mt="xs">
          <DateField label={t('filters.from')} aria-label={`${label}: ${t('filters.from')}`} value={custom.from} onChange={(day) => apply(day, custom.to)} />
          <DateField
            label={t('filters.to')}
            aria-label={`${label}: ${t('filters.to')}`}
            value={custom.to}
            error={orderError}
            onChange={(day) => apply(custom.from, day)}
          />
        </SimpleGrid>
      )}
    </Fieldset>
  );
}
