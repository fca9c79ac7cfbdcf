import { Button, Group } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isStatusGroup } from '@/lib/contract/transaction-status-groups';
import { isRiskLevel } from '@/lib/antifraud-rules/types';
import { isDeclineReason } from '@/lib/contract/analytics';
import { useDateFormat } from '@/lib/dates';
import { useTransactionLabels } from '../model/labels';
import type { DateFilter, TransactionFilters } from './list-filters';

interface Props {
  filters: TransactionFilters;
  search: string;
  projectName: (id: string) => string;
  onRemove: (key: keyof TransactionFilters) => void;
  onClearSearch: () => void;
  onClearAll: () => void;
}

/** A rule's condition may be 2,000 characters: its chip shows the start. */
const SHOWN_RULE = 60;
const shortened = (text: string) => (text.length > SHOWN_RULE ? `${text.slice(0, SHOWN_RULE)}…` : text);

/** The active search and filters, each removable with one press. */
export function ActiveFilterChips({ filters, search, projectName, onRemove, onClearSearch, onClearAll }: Props) {
  const { t } = useTranslation(['transactions', 'payments']);
  const labels = useTransactionLabels();
  const dates = useDateFormat();
  const date = (value: DateFilter) =>
    'preset' in value ? t(`presets.${value.preset}`) : `${value.from ? dates.day(value.from) : '…'} – ${value.to ? dates.day(value.to) : '…'}`;
  const names: Record<string, (value: string) => string> = {
    statusGroup: (group) => (isStatusGroup(group) ? labels.statusGroup(group) : group),
    status: labels.status,
    type: labels.type,
    method: labels.method,
    brand: labels.brand,
    risk: (level) => (isRiskLevel(level) ? t(`risk.${level}`) : level),
    project: projectName,
    // The name of any of the user's resources by id: a channel's too.
    channel: projectName,
    currency: (v) => v,
    decline: (reason) => (isDeclineReason(reason) ? t(`payments:declineReason.${reason}`) : reason),
  };

  const describe = (key: keyof TransactionFilters): string => {
    const value = filters[key]!;
    if (key === 'created' || key === 'settled') return date(value as DateFilter);
    if (key === 'amount') {
      const { min, max } = value as NonNullable<TransactionFilters['amount']>;
      return min && max ? `${min} – ${max}` : min ? `≥ ${min}` : `≤ ${max}`;
    }
    if (key === 'rule') return shortened(String(value));
    if (Array.isArray(value)) return value.map(names[key] ?? String).join(', ');
    return String(value);
  };
  const keys = Object.keys(filters) as (keyof TransactionFilters)[];
  if (!keys.length && !search) return null;

  const chip = (id: string, text: string, onClick: () => void) => (
    <Button
      key={id}
      size="compact-sm"
      variant="light"
      radius="xl"
      rightSection={<IconX size={14} aria-hidden />}
      aria-label={t('filters.remove', { filter: text })}
      onClick={onClick}
    >
      <bdi>{text}</bdi>
    </Button>
  );

  return (
    <Group gap="xs" role="group" aria-label={t('filters.active')}>
      {search && chip('q', t('filters.chip', { label: t('search.short'), value: search }), onClearSearch)}
      {keys.map((key) => chip(key, t('filters.chip', { label: t(`filters.${key}`), value: describe(key) }), () => onRemove(key)))}
      {keys.length + (search ? 1 : 0) > 1 && (
        <Button size="compact-sm" variant="subtle" onClick={onClearAll}>
          {t('filters.clearAll')}
        </Button>
      )}
    </Group>
  );
}
