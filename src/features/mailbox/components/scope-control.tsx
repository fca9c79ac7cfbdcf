import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TopicScope } from '@/lib/contract/mailbox-rules';

/** The supervisor's choice: the organization's own topics, or those of all its projects too. */
export function ScopeControl({ value, onChange }: { value: TopicScope; onChange: (scope: TopicScope) => void }) {
  const { t } = useTranslation('mailbox');
  return (
    <SegmentedControl
      aria-label={t('supervisor.scopeLabel')}
      value={value}
      onChange={(next) => onChange(next === 'organization' ? 'organization' : 'workspace')}
      data={[
        { value: 'workspace', label: t('supervisor.scope.workspace') },
        { value: 'organization', label: t('supervisor.scope.organization') },
      ]}
      style={{ alignSelf: 'flex-start' }}
    />
  );
}
