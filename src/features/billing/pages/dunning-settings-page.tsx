import { ActionIcon, Alert, Button, Group, NumberInput, Select, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '@/components/details-frame';
import { SectionCard } from '@/components/details-section';
import { FormError } from '@/components/feedback/form-error';
import { SUBSCRIPTIONS_LIST } from '@/config/paths';
import { usePermission } from '@/features/permissions';
import { selectSelectedResource } from '@/features/workspace';
import { expiryReminderOptions, MAX_REMINDERS } from '@/lib/contract/billing';
import { billingPermissions } from '@/lib/contract/billing-permissions';
import { failureMessageKey } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import { notify } from '@/lib/notify';
import { useAppSelector } from '@/lib/store';
import { useDunningSettingsQuery, usePreviewDunningSettingsMutation, useUpdateDunningSettingsMutation } from '../api/billing-api';
import type { DunningSettings, DunningWhatIf } from '../api/billing-model';
import { BILLING_CODES } from '../actions/billing-codes';
import { DunningWhatIfSummary } from '../components/dunning-what-if';
import { retryDaysProblem } from '../model/retry-days';

type Day = number | '';

function ScheduleForm({ resourceId, saved, editable }: { resourceId: string; saved: DunningSettings; editable: boolean }) {
  const { t } = useTranslation(['billing', 'errors']);
  const [days, setDays] = useState<Day[]>(saved.retryDays);
  const [expiry, setExpiry] = useState<number>(saved.expiryReminderDays);
  const [whatIf, setWhatIf] = useState<DunningWhatIf | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview] = usePreviewDunningSettingsMutation();
  const [update, updating] = useUpdateDunningSettingsMutation();
  const problem = retryDaysProblem(days);
  const changed = days.join() !== saved.retryDays.join() || expiry !== saved.expiryReminderDays;
  const proposal = useMemo(
    () => (problem ? null : { resourceId, retryDays: days as number[], expiryReminderDays: expiry }),
    [problem, resourceId, days, expiry],
  );

  // The what-if follows what is typed (a quarter second after the last key), for a valid schedule only.
  useEffect(() => {
    if (!proposal || !changed) return;
    let current = true;
    const timer = setTimeout(() => {
      preview(proposal)
        .unwrap()
        .then((answer) => current && setWhatIf(answer))
        .catch(() => current && setWhatIf(null));
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [proposal, changed, preview]);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!proposal || !changed) return;
    setError(null);
    try {
      await update(proposal).unwrap();
      notify({ color: 'teal', message: t('dunningSettings.saved') });
    } catch (failure) {
      setError(t(failureMessageKey(toFailure(failure), BILLING_CODES)));
    }
  };

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        <FormError message={error} />
        <Stack gap="xs" role="group" aria-label={t('dunningSettings.reminders')}>
          <Text fw={500}>{t('dunningSettings.reminders')}</Text>
          {days.map((day, i) => (
            <Group key={i} gap="xs" align="flex-end" wrap="nowrap">
              <NumberInput
                label={t('dunningSettings.reminderDay', { number: i + 1 })}
                value={day}
                min={1}
                max={60}
                allowDecimal={false}
                allowNegative={false}
                disabled={!editable}
                onChange={(value) => setDays((all) => all.map((d, j) => (j === i ? (typeof value === 'number' ? value : '') : d)))}
                w={320}
              />
              {editable && days.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('dunningSettings.remove', { number: i + 1 })}
                  onClick={() => setDays((all) => all.filter((_, j) => j !== i))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          ))}
          {problem && (
            <Text c="red" size="sm" role="alert">
              {t(`dunningSettings.problem.${problem}`, { max: MAX_REMINDERS })}
            </Text>
          )}
          {editable && days.length < MAX_REMINDERS && (
            <Button
              variant="subtle"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setDays((all) => [...all, ((all.at(-1) as number) || 0) + 2])}
              w="fit-content"
            >
              {t('dunningSettings.add')}
            </Button>
          )}
          <Text size="sm" c="dimmed">
            {t('dunningSettings.haltRule')}
          </Text>
        </Stack>
        <Select
          label={t('dunningSettings.expiry')}
          data={expiryReminderOptions.map((value) => ({ value: String(value), label: t('dunningSettings.daysBefore', { count: value }) }))}
          value={String(expiry)}
          onChange={(value) => value && setExpiry(Number(value))}
          disabled={!editable}
          allowDeselect={false}
          w={320}
          comboboxProps={{ withinPortal: true }}
        />
        {whatIf && proposal && changed && <DunningWhatIfSummary whatIf={whatIf} />}
        {editable && (
          <Group>
            <Button type="submit" loading={updating.isLoading} disabled={!changed || Boolean(problem)}>
              {t('dunningSettings.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** `/subscriptions/dunning`: the workspace's reminder and retry schedule, with the effect of a change before it is saved. */
export function DunningSettingsPage() {
  const { t } = useTranslation('billing');
  const workspace = useAppSelector(selectSelectedResource);
  const editable = usePermission(billingPermissions.plansWrite);
  const settings = useDunningSettingsQuery(workspace?.id ?? '', { skip: !workspace });
  if (!workspace) return null;
  return (
    <Stack gap="md">
      <BackLink list={SUBSCRIPTIONS_LIST} label={t('subscription.back')} />
      <Title order={1}>{t('dunningSettings.title')}</Title>
      <Text c="dimmed">{t('dunningSettings.description', { name: workspace.name })}</Text>
      <SectionCard title={t('dunningSettings.schedule')}>
        {settings.isError ? (
          <Alert color="red">{t('dunningSettings.loadFailed')}</Alert>
        ) : settings.data ? (
          <ScheduleForm
            key={`${settings.data.retryDays.join()}-${settings.data.expiryReminderDays}`}
            resourceId={workspace.id}
            saved={settings.data}
            editable={editable}
          />
        ) : (
          <Text c="dimmed">{t('dunningSettings.loading')}</Text>
        )}
      </SectionCard>
    </Stack>
  );
}
