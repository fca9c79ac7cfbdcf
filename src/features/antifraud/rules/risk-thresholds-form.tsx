import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/feedback/form-error';
import { targetKey, useSendIntent } from '@/features/intents';
import { failureMessageKey } from '@/lib/forms';
import { notify } from '@/lib/notify';
import type { RiskThresholds } from '../api/review-model';
import { ANTIFRAUD_CODES } from '../antifraud-codes';
import { UnsettledChange } from './unsettled-change';

type Typed = number | '';

/** What is wrong with the thresholds typed, if anything: whole numbers, 1 ≤ elevated < highest ≤ 100. */
export function thresholdsProblem(elevatedAt: Typed, highestAt: Typed): 'elevated' | 'highest' | 'order' | null {
  const valid = (value: Typed) => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 100;
  if (!valid(elevatedAt)) return 'elevated';
  if (!valid(highestAt)) return 'highest';
  return (elevatedAt as number) < (highestAt as number) ? null : 'order';
}

/** The scores from which a payment's risk is elevated and highest; seeded payments follow at once. */
export function RiskThresholdsForm({ resourceId, saved, editable }: { resourceId: string; saved: RiskThresholds; editable: boolean }) {
  const { t } = useTranslation(['antifraud', 'errors']);
  const [elevatedAt, setElevatedAt] = useState<Typed>(saved.elevatedAt);
  const [highestAt, setHighestAt] = useState<Typed>(saved.highestAt);
  const [tried, setTried] = useState(false);
  const target = targetKey('antifraud-settings', resourceId);
  const save = useSendIntent(target, () => notify({ color: 'teal', message: t('thresholds.saved') }));
  const problem = thresholdsProblem(elevatedAt, highestAt);
  const changed = elevatedAt !== saved.elevatedAt || highestAt !== saved.highestAt;
  const shown = tried ? problem : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem || !changed) return;
    save.send({
      request: { action: 'antifraud/updateSettings', payload: { resourceId, elevatedAt, highestAt } },
      summary: { kind: 'risk-thresholds' },
      invalidates: [{ type: 'AntifraudRule', id: 'SETTINGS' }],
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormError message={save.refusal ? t(failureMessageKey(save.refusal, ANTIFRAUD_CODES)) : null} />
        <UnsettledChange target={target} description={t('thresholds.intent')} />
        <Group align="flex-start" gap="md">
          <NumberInput
            label={t('thresholds.elevatedAt')}
            value={elevatedAt}
            onChange={(value) => setElevatedAt(typeof value === 'number' ? value : '')}
            min={1}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            disabled={!editable}
            error={shown === 'elevated' ? t('thresholds.problem.range') : undefined}
            w={200}
          />
          <NumberInput
            label={t('thresholds.highestAt')}
            value={highestAt}
            onChange={(value) => setHighestAt(typeof value === 'number' ? value : '')}
            min={1}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            disabled={!editable}
            error={shown === 'highest' ? t('thresholds.problem.range') : shown === 'order' ? t('thresholds.problem.order') : undefined}
            w={200}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {t('thresholds.help')}
        </Text>
        {editable && (
          <Group>
            <Button type="submit" loading={save.pending} disabled={!changed}>
              {t('thresholds.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
