import { Alert, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectSelectedResource } from '@/features/workspace';
import { failureMessageKey } from '@/lib/forms';
import { useLocaleFormat } from '@/lib/format';
import { toFailure } from '@/lib/http';
import { useAppSelector } from '@/lib/store';
import { useListPlansQuery, usePreviewPlanChangeMutation } from '../api/billing-api';
import type { Plan, PlanChangePreview, Subscription } from '../api/billing-model';
import { BILLING_CODES } from './billing-codes';
import { SubscriptionIntentDialog } from './subscription-intent-dialog';
import { subscriptionIntentSpec } from './subscription-intent';

/** Plans the subscription may move to: active, of its project, the same interval, priced in its currency. */
export function eligiblePlans(plans: readonly Plan[], s: Subscription): Plan[] {
  return plans.filter(
    (plan) =>
      plan.status === 'active' &&
      plan.projectId === s.projectId &&
      plan.interval === s.interval &&
      plan.intervalCount === s.intervalCount &&
      plan.prices.some((price) => price.currency === s.currency) &&
      !(plan.id === s.planId && plan.priceVersion === s.priceVersion),
  );
}

function PreviewTable({ preview }: { preview: PlanChangePreview }) {
  const { t } = useTranslation('billing');
  const { money, dateTime } = useLocaleFormat();
  const m = (amount: number) => <bdi>{money(amount, preview.currency)}</bdi>;
  const rows: [string, React.ReactNode][] =
    preview.timing === 'now'
      ? [
          [t('changePlan.credit'), m(-preview.credit)],
          [t('changePlan.charge'), m(preview.charge)],
          [t('changePlan.dueNow'), <strong key="due">{m(preview.amountDue)}</strong>],
          [t('changePlan.newAmount'), m(preview.newAmount)],
        ]
      : [
          [t('changePlan.dueNow'), <strong key="due">{m(0)}</strong>],
          [t('changePlan.from', { date: dateTime(preview.effectiveAt) }), m(preview.newAmount)],
        ];
  return (
    <Stack gap="xs">
      <Text size="sm">{preview.timing === 'now' ? t('changePlan.upgradeNow') : t('changePlan.downgradeLater', { date: dateTime(preview.effectiveAt) })}</Text>
      <Table aria-label={t('changePlan.preview')} verticalSpacing={4}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={500}>
                {label}
              </Table.Th>
              <Table.Td ta="end">{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/**
 * Choose a plan, read the exact proration, then confirm: the change sends the preview's instant and the
 * amount read, so what is charged is what was shown (to the minor unit) or the server refuses it.
 */
export function ChangePlanDialog({ subscription, opened, onClose }: { subscription: Subscription; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['billing', 'errors']);
  const { money } = useLocaleFormat();
  const workspace = useAppSelector(selectSelectedResource);
  const plans = useListPlansQuery(
    {
      resourceId: workspace?.id ?? '',
      filters: [
        { field: 'status', operator: 'eq', value: 'active' },
        ...(subscription.projectId ? [{ field: 'projectId', operator: 'eq' as const, value: subscription.projectId }] : []),
      ],
      page: 1,
      pageSize: 500,
      sort: { id: 'name', desc: false },
    },
    { skip: !opened || !workspace },
  );
  const choices = useMemo(() => eligiblePlans(plans.data?.rows ?? [], subscription), [plans.data, subscription]);
  const [planId, setPlanId] = useState<string | null>(null);
  const [preview, setPreview] = useState<PlanChangePreview | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [requestPreview, previewState] = usePreviewPlanChangeMutation();

  useEffect(() => {
    if (!opened) {
      setPlanId(null);
      setPreview(null);
      setPreviewError(null);
    }
  }, [opened]);

  const readPreview = (id: string) => {
    setPreview(null);
    setPreviewError(null);
    requestPreview({ subscriptionId: subscription.id, planId: id })
      .unwrap()
      .then(setPreview, (error: unknown) => setPreviewError(t(failureMessageKey(toFailure(error), BILLING_CODES))));
  };

  const priceIn = (plan: Plan) => plan.prices.find((price) => price.currency === subscription.currency)?.amount ?? 0;

  return (
    <SubscriptionIntentDialog
      subscriptionId={subscription.id}
      kind="change-plan"
      opened={opened}
      onClose={onClose}
      title={t('changePlan.title')}
      question={t('changePlan.question', { customer: subscription.customerName, plan: subscription.planName })}
      confirmLabel={
        preview && preview.amountDue > 0 ? t('changePlan.confirmCharge', { amount: money(preview.amountDue, preview.currency) }) : t('changePlan.confirm')
      }
      confirmDisabled={!preview || !planId}
      spec={() =>
        preview && planId
          ? subscriptionIntentSpec(
              subscription.id,
              'change-plan',
              {
                data: {
                  type: 'plan-changes',
                  attributes: { expectedAmountDue: preview.amountDue, prorationAt: preview.prorationAt },
                  relationships: { plan: { data: { type: 'plans', id: planId } } },
                },
              },
              { amount: preview.amountDue, currency: preview.currency },
            )
          : null
      }
      done={t('changePlan.done')}
      onRefused={(failure) => {
        const code = failure.errors[0]?.code;
        if (code !== 'preview-changed' && code !== 'preview-expired') return false;
        setPreviewError(t(failureMessageKey(failure, BILLING_CODES)));
        if (planId) readPreview(planId);
        return true;
      }}
    >
      <Stack gap="sm">
        <NativeSelect
          label={t('changePlan.plan')}
          data={[
            { value: '', label: t('changePlan.choose') },
            ...choices.map((plan) => ({ value: plan.id, label: `${plan.name} · ${money(priceIn(plan), subscription.currency)}` })),
          ]}
          value={planId ?? ''}
          onChange={(event) => {
            const id = event.currentTarget.value || null;
            setPlanId(id);
            if (id) readPreview(id);
            else setPreview(null);
          }}
          disabled={plans.isLoading || choices.length === 0}
        />
        {plans.isSuccess && choices.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('changePlan.noPlans')}
          </Text>
        )}
        {previewState.isLoading && (
          <Text size="sm" c="dimmed">
            {t('changePlan.previewing')}
          </Text>
        )}
        {previewError && (
          <Alert color="orange" role="alert">
            {previewError}
          </Alert>
        )}
        {preview && <PreviewTable preview={preview} />}
      </Stack>
    </SubscriptionIntentDialog>
  );
}
