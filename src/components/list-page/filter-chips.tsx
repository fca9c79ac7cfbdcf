import { Button, Group } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/lib/dates';
import { intlLocale } from '@/lib/i18n';
import { describeFilter, makeFormatters } from './describe-filter';
import type { FilterField, FilterValues } from './types';

interface Props {
  fields: readonly FilterField[];
  values: FilterValues;
  search: string;
  onRemove: (id: string) => void;
  onClearSearch: () => void;
  onClearAll: () => void;
}

/** The active search and filters, each removable with one press. */
export function FilterChips({ fields, values, search, onRemove, onClearSearch, onClearAll }: Props) {
  const { t, i18n } = useTranslation('common');
  const { day } = useDateFormat();
  const format = useMemo(() => makeFormatters(intlLocale(i18n.language), day), [i18n.language, day]);
  const active = fields.filter((field) => values[field.id] !== undefined);
  if (!active.length && !search) return null;

  const chip = (key: string, text: string, onClick: () => void) => (
    <Button
      key={key}
      size="compact-sm"
      variant="light"
      radius="xl"
      rightSection={<IconX size={14} aria-hidden />}
      aria-label={t('list.removeFilter', { filter: text })}
      onClick={onClick}
    >
      {text}
    </Button>
  );

  return (
    <Group gap="xs" role="group" aria-label={t('list.activeFilters')}>
      {search && chip('q', t('list.chip', { label: t('list.search'), value: search }), onClearSearch)}
      {active.map((field) => chip(field.id, describeFilter(field, values[field.id], t, format), () => onRemove(field.id)))}
      {active.length + (search ? 1 : 0) > 1 && (
        <Button size="compact-sm" variant="subtle" onClick={onClearAll}>
          {t('list.clearFilters')}
        </Button>
      )}
    </Group>
  );
}
