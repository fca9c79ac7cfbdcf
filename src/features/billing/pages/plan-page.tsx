import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DetailsFrame, DetailsRefusal, detailsState } from '@/components/details-frame';
import { DetailsSection } from '@/components/details-section';
import { PLANS_LIST } from '@/config/paths';
import { useLocaleFormat } from '@/lib/format';
import { useGetPlanQuery } from '../api/billing-api';
import type { Plan } from '../api/billing-model';
import { PlanVersions } from '../components/plan-versions';
import { Volume } from '../components/volume';
import { useForeign } from '@/features/workspace';
import { PlanActions } from '../plans/plan-actions';
import { intervalLabel } from '../model/interval-label';

function PlanDetails({ plan }: { plan: Plan }) {
  const { t } = useTranslation('billing');
  const { dateTime, number } = useLocaleFormat();
  return (
    <Stack gap="md">
      <Group gap="sm" align="center">
        <Title order={1}>
          <bdi>{plan.name}</bdi>
        </Title>
        <Badge size="lg" variant="light" color={plan.status === 'active' ? 'green' : 'gray'}>
          {t(`plan.status.${plan.status}`)}
        </Badge>
      </Group>
      <PlanActions plan={plan} />
      <DetailsSection
        title={t('plan.facts')}
        rows={[
          [t('columns.prices'), <Volume key="p" volume={plan.prices} none={t('columns.none')} />],
          [t('plan.version'), t('plan.versionNumber', { version: plan.priceVersion })],
          [t('columns.interval'), intervalLabel(t, plan.interval, plan.intervalCount)],
          [t('columns.trial'), plan.trialDays ? t('plan.trialDays', { count: plan.trialDays }) : t('columns.none')],
          [t('columns.subscriptions'), number(plan.subscriptions)],
          [t('columns.created'), <bdi key="c">{dateTime(plan.createdAt)}</bdi>],
          [
            t('details.id'),
            <Text key="id" span ff="monospace" size="sm">
              {plan.id}
            </Text>,
          ],
        ]}
      />
      <PlanVersions plan={plan} />
    </Stack>
  );
}

/** `/plans/:planId`: the plan's prices, interval, trial and subscribers. */
export function PlanPage() {
  const { t } = useTranslation('billing');
  const id = useParams().planId ?? '';
  const details = useGetPlanQuery(id, { skip: !id });
  const foreign = useForeign(details.currentData?.projectId);
  return (
    <DetailsFrame
      back={{ list: PLANS_LIST, label: t('plan.back') }}
      title={t('plan.heading')}
      {...detailsState(details, { foreign, missingId: !id })}
      refusal={<DetailsRefusal title={t('plan.notFoundTitle')} text={t('plan.notFoundText')} />}
      texts={{ loading: t('plan.loading'), loadFailed: t('plan.loadFailed') }}
    >
      {(plan) => <PlanDetails plan={plan} />}
    </DetailsFrame>
  );
}
