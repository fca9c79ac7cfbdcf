import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/details-section';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '@/components/states';
import { useListMemberIdentitiesQuery, type MemberGroup, type MemberIdentity } from '../api/team-api';
import { roleColor, useRoleLabel } from '../model/labels';
import { identityHref } from '../team-href';

/** Groups by where they apply: each organization or project once, in the order met; global groups last. */
function byResource(groups: readonly MemberGroup[]) {
  const places = new Map<string, { resource: MemberGroup['resource']; groups: MemberGroup[] }>();
  for (const group of groups) {
    const key = group.resource?.id ?? '';
    const place = places.get(key) ?? { resource: group.resource, groups: [] };
    place.groups.push(group);
    places.set(key, place);
  }
  return [...places.values()].sort((a, b) => Number(a.resource === null) - Number(b.resource === null));
}

function IdentityAccess({ userId, identity, index }: { userId: string; identity: MemberIdentity; index: number }) {
  const { t } = useTranslation('team');
  const roleLabel = useRoleLabel();
  const places = byResource(identity.groups);
  const where = (resource: MemberGroup['resource']) =>
    resource
      ? t('access.where', { name: resource.name, type: t(`access.resourceType.${resource.resourceType}`, { defaultValue: resource.resourceType }) })
      : t('access.everywhere');
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Anchor component={Link} to={identityHref(userId, identity.id)} fw={500}>
          {t('access.identity', { number: index + 1 })}
        </Anchor>
        <Badge variant="light" color={identity.status === 'active' ? 'teal' : 'gray'}>
          {t(`access.status.${identity.status}`)}
        </Badge>
        <Text span size="xs" c="dimmed" ff="monospace" dir="ltr">
          {identity.id}
        </Text>
      </Group>
      {places.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('access.noGroups')}
        </Text>
      ) : (
        <Table verticalSpacing="xs" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('access.columns.where')}</Table.Th>
              <Table.Th>{t('access.columns.group')}</Table.Th>
              <Table.Th w="30%">{t('access.columns.role')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {places.flatMap(({ resource, groups }) =>
              groups.map((group, row) => (
                <Table.Tr key={group.id}>
                  {row === 0 && (
                    <Table.Th scope="rowgroup" rowSpan={groups.length} fw={500} style={{ verticalAlign: 'top' }}>
                      <bdi>{where(resource)}</bdi>
                    </Table.Th>
                  )}
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <bdi>{group.name}</bdi>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={roleColor(group.role)}>
                      {roleLabel(group.role)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              )),
            )}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** "Access": the member's identities in the organizations and projects the user reaches, each with its groups and a link to its page. */
export function MemberAccess({ resourceId, userId }: { resourceId: string; userId: string }) {
  const { t } = useTranslation('team');
  const query = useListMemberIdentitiesQuery({ resourceId, id: userId });
  let body: React.ReactNode;
  if (query.isError) body = <ErrorState error={query.error} title={t('access.loadFailed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (!query.data) body = <LoadingState label={t('access.loading')} rows={2} rowHeight={40} />;
  else if (query.data.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        {t('access.none')}
      </Text>
    );
  else body = query.data.map((identity, index) => <IdentityAccess key={identity.id} userId={userId} identity={identity} index={index} />);
  return (
    <SectionCard title={t('access.title')} description={t('access.text')}>
      {body}
    </SectionCard>
  );
}
