import { Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { foldForSearch } from '@/components/permission-picker';
import { groupedEventTypes } from '../model/event-types';
import { useEventLabel } from '../model/labels';

export interface EventPickerProps {
  /** The event types chosen. */
  value: readonly string[];
  onChange: (next: string[]) => void;
  label: string;
  description?: string;
  /** A message under the group ('Select at least one event'); the group is marked invalid. */
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * The event types an endpoint subscribes to, grouped by their prefix (payments, refunds, disputes,
 * reports, payouts), each with its name and code; a search narrows them by either, and a group's own
 * box chooses all of it that is shown.
 */
export function EventPicker({ value, onChange, label, description, error, disabled }: EventPickerProps) {
  const { t } = useTranslation('webhooks');
  const id = useId();
  const eventLabel = useEventLabel();
  const [search, setSearch] = useState('');
  const chosen = useMemo(() => new Set(value), [value]);
  const words = foldForSearch(search).split(/\s+/).filter(Boolean);
  const groups = groupedEventTypes
    .map(({ group, types }) => ({
      group,
      types,
      shown: types.filter((type) => words.every((word) => foldForSearch(`${eventLabel(type)} ${type}`).includes(word))),
    }))
    .filter(({ shown }) => shown.length > 0);
  const errorId = `${id}-error`;

  const set = (types: readonly string[], on: boolean) => {
    const rest = value.filter((type) => !types.includes(type));
    onChange(on ? [...rest, ...types] : rest);
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text id={`${id}-label`} fw={500} size="sm">
          {label}
          <Text span c="var(--mantine-color-error)" aria-hidden>
            {' *'}
          </Text>
        </Text>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('events.selected', { count: value.length })}
        </Text>
      </Group>
      {description && (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      )}
      <TextInput
        type="search"
        label={t('events.search')}
        placeholder={t('events.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        disabled={disabled}
      />
      {groups.length === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {t('events.noMatch', { search: search.trim() })}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {groups.map(({ group, types, shown }) => {
            const picked = shown.filter((type) => chosen.has(type)).length;
            const groupLabel = t(`eventGroups.${group}`);
            return (
              <Paper key={group} withBorder p="sm" radius="sm" component="fieldset" aria-label={groupLabel} style={{ margin: 0, minWidth: 0 }}>
                <Stack gap="xs">
                  <Checkbox
                    checked={picked === shown.length}
                    indeterminate={picked > 0 && picked < shown.length}
                    onChange={(event) => set(shown, event.currentTarget.checked)}
                    disabled={disabled}
                    label={
                      <Text span fw={600} size="sm">
                        {t('events.groupLabel', { group: groupLabel, selected: types.filter((type) => chosen.has(type)).length, total: types.length })}
                      </Text>
                    }
                  />
                  <Stack gap={6} ps="lg">
                    {shown.map((type) => (
                      <Checkbox
                        key={type}
                        checked={chosen.has(type)}
                        onChange={(event) => set([type], event.currentTarget.checked)}
                        disabled={disabled}
                        label={eventLabel(type)}
                        description={
                          <Text span size="xs" ff="monospace" dir="ltr">
                            {type}
                          </Text>
                        }
                      />
                    ))}
                  </Stack>
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
      {error && (
        <Text id={errorId} size="sm" c="var(--mantine-color-error)">
          {error}
        </Text>
      )}
    </Stack>
  );
}
