import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/details-section';
import { useLocaleFormat } from '@/lib/format';
import type { Plan } from '../api/billing-model';
import { Volume } from './volume';

/** Every price version, newest first, with the open subscriptions that still pay it. */
export function PlanVersions({ plan }: { plan: Plan }) {
  const { t } = useTranslation('billing');
  const { dateTime, number } = useLocaleFormat();
  const versions = [...plan.versions].reverse();
  if (versions.length === 0) return null;
  return (
    <SectionCard title={t('plan.versions')} description={t('plan.priceRule')}>
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('plan.version')}</Table.Th>
              <Table.Th>{t('columns.prices')}</Table.Th>
              <Table.Th>{t('columns.created')}</Table.Th>
              <Table.Th ta="end">{t('columns.subscriptions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {versions.map((version) => (
              <Table.Tr key={version.version}>
                <Table.Th scope="row" fw={500}>
                  {t('plan.versionNumber', { version: version.version })}
                  {version.version === plan.priceVersion && (
                    <Badge size="sm" variant="light" color="green" ms="xs">
                      {t('plan.current')}
                    </Badge>
                  )}
                </Table.Th>
                <Table.Td>
                  <Volume volume={version.prices} none={t('columns.none')} />
                </Table.Td>
                <Table.Td>
                  <bdi>{dateTime(version.createdAt)}</bdi>
                </Table.Td>
                <Table.Td ta="end">{number(version.subscriptions)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}
