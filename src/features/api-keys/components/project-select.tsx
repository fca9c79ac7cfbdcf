import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Resource } from '@/features/workspace';

interface Props {
  projects: readonly Resource[];
  /** A project's id; '' for the first option (`allLabel`). */
  value: string;
  onChange: (id: string) => void;
  /** A first option for every project of the organization. */
  allLabel?: string;
}

/** Which of the organization's projects a page shows or makes keys for. */
export function ProjectSelect({ projects, value, onChange, allLabel }: Props) {
  const { t } = useTranslation(['apiKeys', 'common']);
  const options = projects.map((p) => ({ value: p.id, label: p.mode ? `${p.name} · ${t(`common:mode.${p.mode}`)}` : p.name }));
  return (
    <NativeSelect
      label={t('project.label')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={allLabel ? [{ value: '', label: allLabel }, ...options] : options}
      maw={360}
    />
  );
}
