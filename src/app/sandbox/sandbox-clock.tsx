import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SandboxControls } from '@mocks/controls';

const STEPS = [
  { key: 'seconds5', ms: 5_000 },
  { key: 'minute1', ms: 60_000 },
  { key: 'minutes5', ms: 300_000 },
  { key: 'minutes30', ms: 1_800_000 },
  { key: 'hour1', ms: 3_600_000 },
  { key: 'day1', ms: 86_400_000 },
  { key: 'days5', ms: 432_000_000 },
] as const;

/**
 * Moves the sandbox clock ahead: what would happen meanwhile (a refund settling, a payout paid, a
 * webhook retried) happens now, in order, and arrives by push.
 */
export function SandboxClock({ sandbox }: { sandbox: SandboxControls }) {
  const { t } = useTranslation('sandbox');
  const [step, setStep] = useState<string>(String(STEPS[0].ms));
  const [ran, setRan] = useState<number | null>(null);
  return (
    <div>
      <Group align="flex-end" wrap="nowrap">
        <NativeSelect
          label={t('clock.label')}
          value={step}
          onChange={(event) => setStep(event.currentTarget.value)}
          data={STEPS.map(({ key, ms }) => ({ value: String(ms), label: t(`clock.steps.${key}`) }))}
          flex={1}
        />
        <Button variant="default" onClick={() => setRan(sandbox.advance(Number(step)))}>
          {t('clock.advance')}
        </Button>
      </Group>
      {ran !== null && (
        <Text size="sm" c="dimmed" role="status" mt={4}>
          {t('clock.ran', { count: ran })}
        </Text>
      )}
    </div>
  );
}
