import { Button, MultiSelect, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { statusGroups } from '@/lib/contract/transaction-status-groups';
import { cardBrands, paymentMethods, transactionCurrencies, transactionStatuses, transactionTypes } from '@/lib/contract/transactions';
import { riskLevels } from '@/lib/antifraud-rules/types';
import { declineReasons } from '@/lib/contract/analytics';
import { useTransactionLabels } from '../model/labels';
import { AmountFilterField } from './amount-filter-field';
import { DateFilterField } from './date-filter-field';
import { DebouncedTextField } from './debounced-text-field';
import type { ListFilterKey, TransactionFilters } from './list-filters';

interface Props {
  filters: TransactionFilters;
  onChange: (patch: Partial<TransactionFilters> | ((current: TransactionFilters) => Partial<TransactionFilters>)) => void;
  onClear: () => void;
  /** The organization's projects (none for a project workspace: no project filter). */
  projects: readonly { id: string; name: string }[];
  /** The workspace's channels the user may read (none: no channel filter). */
  channels: readonly { id: string; name: string }[];
}

const LAST4 = /^\d{4}$/;

/** Every filter of the list; each applies as it changes (text once typing pauses), into the URL. */
export function FilterPanel({ filters, onChange, onClear, projects, channels }: Props) {
  const { t } = useTranslation(['transactions', 'payments']);
  const labels = useTransactionLabels();

  const options = useMemo(
    () => ({
      statusGroup: statusGroups.map((value) => ({ value, label: labels.statusGroup(value) })),
      status: transactionStatuses.map((value) => ({ value, label: labels.status(value) })),
      type: transactionTypes.map((value) => ({ value, label: labels.type(value) })),
      currency: transactionCurrencies.map((value) => ({ value, label: value })),
      method: paymentMethods.map((value) => ({ value, label: labels.method(value) })),
      brand: cardBrands.map((value) => ({ value, label: labels.brand(value) })),
      risk: riskLevels.map((value) => ({ value, label: t(`risk.${value}`) })),
      project: projects.map((p) => ({ value: p.id, label: p.name })),
      channel: channels.map((c) => ({ value: c.id, label: c.name })),
      // Opened from analytics (chips show them); no list to pick a country or BIN from here.
      country: [],
      bin: [],
      decline: declineReasons.map((value) => ({ value, label: t(`payments:declineReason.${value}`) })),
    }),
    [labels, projects, channels, t],
  );

  const multi = (key: ListFilterKey) =>
    options[key].length > 0 && (
      <MultiSelect
        key={key}
        label={t(`filters.${key}`)}
        data={options[key]}
        value={filters[key] ?? []}
        onChange={(values) => onChange({ [key]: values.length ? values : undefined })}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': t('filters.clearField', { label: t(`filters.${key}`) }) }}
        comboboxProps={{ withinPortal: true }}
      />
    );

  return (
    <Stack gap="md">
      <DateFilterField label={t('filters.created')} value={filters.created} onChange={(created) => onChange({ created })} />
      <DateFilterField label={t('filters.settled')} value={filters.settled} onChange={(settled) => onChange({ settled })} />
      {multi('statusGroup')}
      {multi('status')}
      {multi('type')}
      {multi('currency')}
      <AmountFilterField value={filters.amount} onChange={(update) => onChange((current) => ({ amount: update(current.amount) }))} />
      {multi('method')}
      {multi('brand')}
      {multi('risk')}
      {multi('decline')}
      <DebouncedTextField
        label={t('filters.last4')}
        inputMode="numeric"
        maxLength={4}
        dir="ltr"
        value={filters.last4 ?? ''}
        validate={(text) => (LAST4.test(text.trim()) ? null : t('filters.last4Invalid'))}
        onCommit={(last4) => onChange({ last4: last4 || undefined })}
      />
      <DebouncedTextField
        label={t('filters.email')}
        type="search"
        dir="ltr"
        value={filters.email ?? ''}
        onCommit={(email) => onChange({ email: email || undefined })}
      />
      <DebouncedTextField
        label={t('filters.reference')}
        type="search"
        dir="ltr"
        value={filters.reference ?? ''}
        onCommit={(reference) => onChange({ reference: reference || undefined })}
      />
      {multi('project')}
      {multi('channel')}
      <Button variant="default" onClick={onClear}>
        {t('filters.clearAll')}
      </Button>
    </Stack>
  );
}
