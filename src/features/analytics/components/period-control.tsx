import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { customPeriodProblem, periodPresets, type PeriodChoice } from '../model/period';

interface Props {
  choice: PeriodChoice;
  /** The shown period's first and last days ('yyyy-MM-dd'). */
  first: string;
  last: string;
  today: string;
  timeZone: string;
  onChange: (choice: PeriodChoice, custom?: { first: string; last: string }) => void;
}

const choices: PeriodChoice[] = [...periodPresets, 'custom'];

/** Last 7 / 30 / 90 days, or custom days (each change applied once both days make a valid period). */
export function PeriodControl({ choice, first, last, today, timeZone, onChange }: Props) {
  const { t } = useTranslation('analytics');
  const labelId = useId();
  const [custom, setCustom] = useState<{ first: string; last: string } | null>(choice === 'custom' ? { first, last } : null);
  // The URL moved (a preset, a valid custom period, back and forward): the fields follow it.
  const [shown, setShown] = useState({ choice, first, last });
  if (shown.choice !== choice || shown.first !== first || shown.last !== last) {
    setShown({ choice, first, last });
    setCustom(choice === 'custom' ? { first, last } : null);
  }
  const problem = custom ? customPeriodProblem(custom.first, custom.last, timeZone) : null;

  const change = (next: { first: string; last: string }) => {
    setCustom(next);
    if (!customPeriodProblem(next.first, next.last, timeZone)) onChange('custom', next);
  };

  return (
    <Stack gap="xs">
      <Stack gap={4}>
        <Text id={labelId} size="sm" fw={500} component="span">
          {t('period.label')}
        </Text>
        <SegmentedControl
          aria-labelledby={labelId}
          value={choice}
          // Custom starts from the days shown, then follows the fields.
          onChange={(next) => (next === 'custom' ? onChange('custom', { first, last }) : onChange(next as PeriodChoice))}
          data={choices.map((value) => ({ value, label: t(`period.${value}`) }))}
        />
      </Stack>
      {custom && (
        <Stack gap={4}>
          <Group gap="sm" align="flex-start" wrap="wrap">
            <DateField label={t('period.from')} value={custom.first} maxDate={today} onChange={(day) => change({ ...custom, first: day })} />
            <DateField label={t('period.to')} value={custom.last} maxDate={today} onChange={(day) => change({ ...custom, last: day })} />
          </Group>
          {problem && problem !== 'missing' && (
            <Text size="sm" c="red" role="alert">
              {t(`period.problem.${problem}`)}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
