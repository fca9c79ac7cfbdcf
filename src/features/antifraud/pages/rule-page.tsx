import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink, DetailsFrame, DetailsRefusal, detailsState } from '@/components/details-frame';
import { LoadingState } from '@/components/states';
import { ANTIFRAUD_RULES } from '@/config/paths';
import { usePermission } from '@/features/permissions';
import { selectSelectedResource } from '@/features/workspace';
import { antifraudPermissions } from '@/lib/contract/antifraud-permissions';
import { useAppSelector } from '@/lib/store';
import { useGetRuleQuery, useListListsQuery } from '../api/antifraud-api';
import type { AntifraudRule } from '../api/review-model';
import { RuleForm } from '../rules/rule-form';

/** The merchant's lists, for the editor's completion and the compiler (aliases and kinds). */
function useMerchantLists(resourceId: string) {
  return useListListsQuery({ resourceId, page: 1, pageSize: 100, sort: 'alias', filters: [] }, { skip: !resourceId });
}

function Form({ rule }: { rule?: AntifraudRule }) {
  const { t } = useTranslation('antifraud');
  const workspace = useAppSelector(selectSelectedResource);
  const editable = usePermission(antifraudPermissions.rulesWrite);
  const lists = useMerchantLists(workspace?.id ?? '');
  if (!workspace) return null;
  if (!lists.data) return <LoadingState label={t('rules.loading')} rows={4} />;
  return <RuleForm resourceId={workspace.id} rule={rule} lists={lists.data.rows} editable={editable} />;
}

/** `/antifraud/rules/new`: a new rule, tried on the past before it is saved. */
export function NewRulePage() {
  const { t } = useTranslation('antifraud');
  return (
    <Stack gap="lg">
      <BackLink list={ANTIFRAUD_RULES} label={t('rules.back')} />
      <Stack gap={4}>
        <Title order={1}>{t('rules.form.newTitle')}</Title>
        <Text c="dimmed">{t('rules.order')}</Text>
      </Stack>
      <Form />
    </Stack>
  );
}

/** `/antifraud/rules/:ruleId`: a rule's name, action and condition, with its backtest. */
export function RulePage() {
  const { t } = useTranslation('antifraud');
  const id = useParams().ruleId ?? '';
  const details = useGetRuleQuery(id, { skip: !id });
  return (
    <DetailsFrame
      back={{ list: ANTIFRAUD_RULES, label: t('rules.back') }}
      title={t('rules.heading')}
      {...detailsState(details, { missingId: !id })}
      refusal={<DetailsRefusal title={t('rules.notFoundTitle')} text={t('rules.notFoundText')} />}
      texts={{ loading: t('rules.loading'), loadFailed: t('rules.loadFailed') }}
    >
      {(rule) => (
        <Stack gap="lg">
          <Title order={1}>
            <bdi>{rule.name}</bdi>
          </Title>
          <Form key={rule.updatedAt} rule={rule} />
        </Stack>
      )}
    </DetailsFrame>
  );
}
