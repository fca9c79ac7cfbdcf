import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Resource } from '@/features/workspace';

/** The option of every project of the organization (a project id never looks like it). */
const ALL = '*';

interface Props {
  projects: readonly Resource[];
  /** The project chosen; null: none yet, or every one where `withAll`. */
  value: string | null;
  onChange: (projectId: string | null) => void;
  /** Offers "All projects" (a list); a form asks for one. */
  withAll?: boolean;
  required?: boolean;
  error?: string;
}

/** The organization's project a webhook page is about (kept in the URL by the page). */
export function ProjectSelect({ projects, value, onChange, withAll, required, error }: Props) {
  const { t } = useTranslation('webhooks');
  const options = projects.map((project) => ({ value: project.id, label: project.name }));
  return (
    <Select
      label={t('project.label')}
      placeholder={t('project.placeholder')}
      data={withAll ? [{ value: ALL, label: t('project.all') }, ...options] : options}
      value={value ?? (withAll ? ALL : null)}
      onChange={(next) => onChange(next === ALL ? null : next)}
      searchable={projects.length > 8}
      allowDeselect={false}
      withAsterisk={required}
      error={error}
      maw={360}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
