import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/details-section';
import { ErrorState, LoadingState } from '@/components/states';
import { usePermission } from '@/features/permissions';
import { useGetAllowedIpsQuery } from '../api/allowed-ips-api';
import { ALLOWED_IPS_CODES } from '../model/codes';
import { ALLOWED_IPS_WRITE } from '../model/permissions';
import { AllowedIpsForm } from './allowed-ips-form';

interface Props {
  projectId: string;
  projectName: string;
}

/** "Allowed IP addresses": the project's ranges (`projects/getAllowedIps`), edited in place by those who may change them. */
export function AllowedIpsSection({ projectId, projectName }: Props) {
  const { t } = useTranslation('projectSettings');
  const canWrite = usePermission(ALLOWED_IPS_WRITE);
  const query = useGetAllowedIpsQuery(projectId);
  const saved = query.currentData;

  let body: React.ReactNode;
  if (saved && canWrite) {
    body = <AllowedIpsForm projectId={projectId} projectName={projectName} saved={saved.ranges} />;
  } else if (saved) {
    body = <ReadOnlyRanges ranges={saved.ranges} />;
  } else if (query.isError && !query.isFetching) {
    body = <ErrorState error={query.error} codes={ALLOWED_IPS_CODES} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else {
    body = <LoadingState label={t('allowedIps.loading')} rows={2} />;
  }

  return (
    <SectionCard title={t('allowedIps.title')} description={t('allowedIps.description')}>
      {body}
    </SectionCard>
  );
}

function ReadOnlyRanges({ ranges }: { ranges: string[] }) {
  const { t } = useTranslation('projectSettings');
  return (
    <>
      {ranges.length === 0 ? (
        <Text size="sm">{t('allowedIps.anyAddress')}</Text>
      ) : (
        <List size="sm" aria-label={t('allowedIps.title')}>
          {ranges.map((range) => (
            <List.Item key={range}>
              <Text span ff="monospace" size="sm" dir="ltr">
                {range}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
      <Text size="xs" c="dimmed">
        {t('allowedIps.readOnly')}
      </Text>
    </>
  );
}
