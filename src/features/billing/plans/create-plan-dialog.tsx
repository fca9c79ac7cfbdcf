import { NativeSelect, NumberInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { planHref } from '@/config/paths';
import { targetKey, useSendIntent } from '@/features/intents';
import type { Resource } from '@/features/workspace';
import { MAX_INTERVAL_COUNT, MAX_TRIAL_DAYS, PLAN_NAME_MAX, planIntervals, type PlanInterval } from '@/lib/contract/billing';
import { failureMessageKey } from '@/lib/forms';
import { notify } from '@/lib/notify';
import { BILLING_CODES } from '../actions/billing-codes';
import { checkPriceRows, PlanPriceRows, pricesOf, type PriceRow } from './plan-price-rows';

interface Props {
  opened: boolean;
  onClose: () => void;
  workspaceId: string;
  projects: readonly Resource[];
}

/** A new plan: project, name, interval, trial and its prices; sent once, whatever happens to the answer. */
export function CreatePlanDialog({ opened, onClose, workspaceId, projects }: Props) {
  const { t } = useTranslation(['billing', 'errors']);
  const navigate = useNavigate();
  const [projectId, setProjectId] = useState(projects[0]?.id ?? '');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [interval, setInterval] = useState<PlanInterval>('month');
  const [count, setCount] = useState<number | ''>(1);
  const [trial, setTrial] = useState<number | ''>(0);
  const [prices, setPrices] = useState<PriceRow[]>([{ currency: 'EUR', amount: '' }]);
  const plan = useSendIntent(targetKey('plan-create', workspaceId), (data) => {
    const id = (data as { id?: string } | undefined)?.id;
    notify({ color: 'teal', message: t('planForm.created') });
    onClose();
    if (id) void navigate(planHref(id));
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    setNameError(trimmed ? (trimmed.length > PLAN_NAME_MAX ? t('planForm.nameTooLong', { max: PLAN_NAME_MAX }) : null) : t('planForm.nameRequired'));
    const checked = checkPriceRows(prices, t);
    setPrices(checked.rows);
    if (!trimmed || trimmed.length > PLAN_NAME_MAX || !checked.ok || count === '' || trial === '') return;
    plan.send({
      request: {
        action: 'plans/create',
        payload: {
          data: {
            type: 'plans',
            attributes: {
              name: trimmed,
              interval,
              intervalCount: count,
              trialDays: trial,
              prices: pricesOf(checked.rows),
            },
            relationships: { project: { data: { type: 'resources', id: projectId } } },
          },
        },
      },
      summary: { kind: 'plan-create' },
      invalidates: [{ type: 'Plan', id: 'LIST' }],
    });
  };

  return (
    <FormDialog
      opened={opened}
      title={t('planForm.createTitle')}
      closeLabel={t('actions.close')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('planForm.create')}
      submitting={plan.pending}
      error={plan.refusal ? t(failureMessageKey(plan.refusal, BILLING_CODES)) : null}
      intro={t('planForm.intro')}
    >
      <Stack gap="sm">
        <NativeSelect
          label={t('planForm.project')}
          data={projects.map((p) => ({ value: p.id, label: p.name }))}
          value={projectId}
          onChange={(event) => setProjectId(event.currentTarget.value)}
        />
        <TextInput
          label={t('planForm.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={nameError}
          withAsterisk
          maxLength={PLAN_NAME_MAX + 20}
        />
        <NativeSelect
          label={t('columns.interval')}
          data={planIntervals.map((value) => ({ value, label: t(`intervalName.${value}`) }))}
          value={interval}
          onChange={(event) => setInterval(event.currentTarget.value as PlanInterval)}
        />
        <NumberInput
          label={t('planForm.count')}
          value={count}
          onChange={(value) => setCount(typeof value === 'number' ? value : '')}
          min={1}
          max={MAX_INTERVAL_COUNT}
          allowDecimal={false}
          allowNegative={false}
        />
        <NumberInput
          label={t('planForm.trial')}
          value={trial}
          onChange={(value) => setTrial(typeof value === 'number' ? value : '')}
          min={0}
          max={MAX_TRIAL_DAYS}
          allowDecimal={false}
          allowNegative={false}
        />
        <PlanPriceRows rows={prices} onChange={setPrices} />
      </Stack>
    </FormDialog>
  );
}
