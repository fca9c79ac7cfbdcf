import { Anchor, Badge, Card, Group, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../api/get-project';
import type { ProjectDetails } from '../api/get-project-details';
import { useDetailsFormat } from '../model/use-details-format';

const isWebLink = (url: string) => /^https?:\/\//i.test(url);

function Codes({ items, render = (code) => code, none }: { items: string[]; render?: (code: string) => string; none: string }) {
  if (!items.length) return <Text c="dimmed">{none}</Text>;
  return (
    <Group gap={6}>
      {items.map((code) => (
        <Badge key={code} variant="default" tt="none">
          {render(code)}
        </Badge>
      ))}
    </Group>
  );
}

/** The spec's project labels, one row each, as a two-column table with row headers. */
export function ProjectDetailsView({ project, details }: { project: Project; details: ProjectDetails }) {
  const { t } = useTranslation('projects');
  const format = useDetailsFormat();
  const none = t('details.none');
  const website = details.website ?? project.website;

  const rows: [string, ReactNode][] = [
    [t('details.id'), <Text span ff="monospace" dir="ltr" key="id">{project.id}</Text>],
    [t('details.merchantName'), details.merchantName || t('details.notSet')],
    [
      t('details.website'),
      website ? (
        isWebLink(website) ? (
          <Anchor href={website} target="_blank" rel="noopener noreferrer" dir="ltr">
            {website}
          </Anchor>
        ) : (
          website
        )
      ) : (
        t('details.notSet')
      ),
    ],
    [t('details.defaultLanguage'), format.language(details.defaultLanguage)],
    [
      t('details.checkoutPageStatus'),
      <Badge key="checkout" variant="light" color={details.checkoutPageStatus === 'enabled' ? 'teal' : 'gray'} tt="none">
        {format.checkout(details.checkoutPageStatus)}
      </Badge>,
    ],
    [t('details.currencies.processing'), <Codes key="p" items={details.currencies.processing} none={none} />],
    [t('details.currencies.rollingReserve'), <Codes key="r" items={details.currencies.rollingReserve} none={none} />],
    [t('details.currencies.settlement'), <Codes key="s" items={details.currencies.settlement} none={none} />],
    [t('details.paymentMethods'), <Codes key="m" items={details.paymentMethods} render={format.method} none={none} />],
    [t('details.tokenizers'), <Codes key="t" items={details.tokenizers} render={format.method} none={none} />],
  ];

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="project-details-title">
      <Title order={2} size="h3" id="project-details-title" mb="sm">
        {t('details.title')}
      </Title>
      <Table verticalSpacing="sm" aria-labelledby="project-details-title">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w="35%" fw={500} c="dimmed">
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
