import { Accordion, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Resource } from '@/features/workspace';
import type { OrganizationGroup } from '../model/group-projects';
import { ProjectsTable } from './projects-table';

const PAGE = 20;

interface Props {
  organizations: OrganizationGroup[];
  standalone: Resource[];
  currentId: string | null;
}

/** Every organization the user can see with its projects; panels render when opened. */
export function OrganizationsOverview({ organizations, standalone, currentId }: Props) {
  const { t } = useTranslation('projects');
  const [opened, setOpened] = useState<string | null>(null);
  const [shown, setShown] = useState(PAGE);
  if (organizations.length === 0 && standalone.length === 0) return null;

  const item = (value: string, label: string, projects: Resource[], current: boolean) => (
    <Accordion.Item key={value} value={value}>
      <Accordion.Control>
        <Group gap="xs" wrap="nowrap">
          <Text fw={500}>{label}</Text>
          <Text span size="sm" c="dimmed">
            {t('overview.projectTotal', { total: projects.length })}
          </Text>
          {current && (
            <Badge size="sm" variant="default">
              {t('overview.current')}
            </Badge>
          )}
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        {opened === value &&
          (projects.length ? (
            <ProjectsTable projects={projects} caption={t('overview.caption', { name: label })} />
          ) : (
            <Text c="dimmed" size="sm">
              {t('overview.noProjects')}
            </Text>
          ))}
      </Accordion.Panel>
    </Accordion.Item>
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby="projects-overview-title">
      <Title order={2} size="h3" id="projects-overview-title">
        {t('overview.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('overview.hint')}
      </Text>
      <Accordion variant="separated" value={opened} onChange={setOpened}>
        {organizations.slice(0, shown).map(({ organization, projects }) => item(organization.id, organization.name, projects, organization.id === currentId))}
        {standalone.length > 0 && item('standalone', t('overview.standalone'), standalone, false)}
      </Accordion>
      {organizations.length > shown && (
        <Group>
          <Button variant="default" onClick={() => setShown((n) => n + PAGE)}>
            {t('overview.showMore', { shown, total: organizations.length })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
