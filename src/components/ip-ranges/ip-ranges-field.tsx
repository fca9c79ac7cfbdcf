import { ActionIcon, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ltrIn } from '@/lib/i18n';
import { checkRangeLines } from './range-lines';

/** The part of a `@mantine/form` form the field uses (any `useForm` result has it). */
export interface RangesForm {
  getInputProps: (path: string) => GetInputPropsReturnType;
  insertListItem: (path: string, item: string) => void;
  removeListItem: (path: string, index: number) => void;
}

interface Props {
  /** Names the group of lines. */
  label: string;
  description?: ReactNode;
  form: RangesForm;
  /** The form's list of typed lines (`ranges`, `allowedIps`); errors sit at `<path>.<index>`. */
  path: string;
  lines: readonly string[];
  max: number;
  disabled?: boolean;
}

const monospace = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

/**
 * An allow list being edited: one IPv4 or IPv6 address or CIDR range per line, each with the range it
 * will be saved as (canonical) while typed, its error (not a range, same as an earlier line, or the
 * server's refusal at its pointer) and a remove button; "Add range" adds a line and focuses it.
 * Addresses read left to right in every language.
 */
export function IpRangesField({ label, description, form, path, lines, max, disabled }: Props) {
  const { t, i18n } = useTranslation('common');
  const ltr = ltrIn(i18n.language);
  const labelId = useId();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  // After adding or removing a line, where the focus goes (-1: the add button).
  const [focusTarget, setFocusTarget] = useState<number | null>(null);
  const checked = checkRangeLines(lines);
  const full = lines.length >= max;

  useEffect(() => {
    if (focusTarget === null) return;
    (focusTarget === -1 ? addButton.current : inputs.current[focusTarget])?.focus();
    setFocusTarget(null);
  }, [focusTarget, lines.length]);

  const add = () => {
    form.insertListItem(path, '');
    setFocusTarget(lines.length);
  };
  const remove = (index: number) => {
    form.removeListItem(path, index);
    setFocusTarget(lines.length > 1 ? Math.min(index, lines.length - 2) : -1);
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <div>
        <Text fw={500} size="sm" id={labelId}>
          {label}
        </Text>
        {description && (
          <Text size="xs" c="dimmed" component="div">
            {description}
          </Text>
        )}
      </div>
      {lines.map((_, index) => {
        const line = checked[index];
        const number = index + 1;
        return (
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              ref={(element) => {
                inputs.current[index] = element;
              }}
              style={{ flex: 1 }}
              aria-label={t('ipRanges.line', { number })}
              placeholder="192.0.2.0/24"
              dir="ltr"
              styles={monospace}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              disabled={disabled}
              description={line?.kind === 'valid' ? t('ipRanges.savedAs', { range: ltr(line.canonical) }) : undefined}
              {...form.getInputProps(`${path}.${index}`)}
            />
            <Tooltip label={t('ipRanges.remove')}>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mt={1}
                aria-label={t('ipRanges.removeLine', { number })}
                disabled={disabled}
                onClick={() => remove(index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        );
      })}
      <Group gap="sm">
        <Button ref={addButton} variant="light" size="xs" leftSection={<IconPlus size={16} aria-hidden />} onClick={add} disabled={disabled || full}>
          {t('ipRanges.add')}
        </Button>
        {full && (
          <Text size="xs" c="dimmed">
            {t('ipRanges.max', { count: max })}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
