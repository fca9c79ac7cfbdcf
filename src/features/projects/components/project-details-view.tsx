import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailsSection, type LabelledValue } from '@/components/details-section';
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

  const rows: LabelledValue[] = [
    [
      t('details.id'),
      <Text span ff="monospace" dir="ltr" key="id">
        {project.id}
      </Text>,
    ],
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

  return <DetailsSection title={t('details.title')} rows={rows} headerWidth="35%" />;
}
