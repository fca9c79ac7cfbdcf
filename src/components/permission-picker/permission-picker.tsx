import { Accordion, Badge, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { permissionKey, type PermissionArea } from '@/lib/permissions/permission-areas';
import { filterAreas } from './filter-areas';

export interface PermissionPickerProps {
  /** The permission names chosen. */
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** The names the user may give; the others are shown but cannot be changed, with the reason. All when absent. */
  grantable?: readonly string[];
  /** The group's name ("Permissions"). */
  label: string;
  description?: string;
  /** A message under the group ("Select at least one permission"); the group is marked invalid. */
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * Permissions to give, grouped by the part of the product they open (`permissionAreas`), each with
 * its label and plain-language line (`permissions` namespace) and a count per area; a search narrows
 * them by label and line. Names the user does not hold cannot be given (or taken away) and say so.
 */
export function PermissionPicker({ value, onChange, grantable, label, description, error, disabled }: PermissionPickerProps) {
  const { t } = useTranslation(['permissions', 'common']);
  const id = useId();
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState<string[]>(() => areasWith(value));
  const chosen = useMemo(() => new Set(value), [value]);
  const allowed = useMemo(() => (grantable ? new Set(grantable) : null), [grantable]);
  const describe = useMemo(
    () => (name: string) => ({
      label: t(`${permissionKey(name)}.label`, { defaultValue: name }),
      line: t(`${permissionKey(name)}.line`, { defaultValue: '' }),
    }),
    [t],
  );
  const matches = useMemo(() => filterAreas(search, describe), [search, describe]);
  const searching = search.trim().length > 0;
  const errorId = `${id}-error`;

  const toggle = (name: string, on: boolean) => onChange(on ? [...value.filter((other) => other !== name), name] : value.filter((other) => other !== name));

  return (
    <Stack gap="xs" role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text id={`${id}-label`} fw={500} size="sm">
          {label}
        </Text>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('common:permissionPicker.selected', { count: value.length })}
        </Text>
      </Group>
      {description && (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      )}
      <TextInput
        type="search"
        label={t('common:permissionPicker.search')}
        placeholder={t('common:permissionPicker.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        disabled={disabled}
      />
      {matches.length === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {t('common:permissionPicker.noMatch', { search: search.trim() })}
        </Text>
      ) : (
        <Accordion
          multiple
          variant="contained"
          value={searching ? matches.map((match) => match.area) : opened}
          onChange={(next) => !searching && setOpened(next)}
        >
          {matches.map(({ area, names, shown }) => (
            <Accordion.Item key={area} value={area}>
              <Accordion.Control>
                <Group justify="space-between" gap="xs" wrap="nowrap" pe="xs">
                  <Text size="sm" fw={500}>
                    {t(`areas.${area satisfies PermissionArea}`)}
                  </Text>
                  <Badge variant="light" color={names.some((name) => chosen.has(name)) ? 'blue' : 'gray'} style={{ flexShrink: 0 }}>
                    {t('common:permissionPicker.areaCount', { selected: names.filter((name) => chosen.has(name)).length, total: names.length })}
                  </Badge>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  {shown.map((name) => {
                    const text = describe(name);
                    const locked = allowed !== null && !allowed.has(name);
                    return (
                      <Checkbox
                        key={name}
                        checked={chosen.has(name)}
                        disabled={disabled || locked}
                        onChange={(event) => toggle(name, event.currentTarget.checked)}
                        label={text.label}
                        description={
                          <>
                            {text.line}
                            {locked && (
                              <Text span display="block" size="xs" c="var(--mantine-color-orange-light-color)">
                                {t('common:permissionPicker.notHeld')}
                              </Text>
                            )}
                          </>
                        }
                      />
                    );
                  })}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      {error && (
        <Text id={errorId} size="sm" c="var(--mantine-color-error)">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** The areas opened at first: those holding a chosen permission. */
function areasWith(value: readonly string[]) {
  return filterAreas('', () => ({ label: '', line: '' }))
    .filter((match) => match.names.some((name) => value.includes(name)))
    .map((match) => match.area);
}
