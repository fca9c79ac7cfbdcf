import { ActionIcon, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ALLOWED_IPS_MAX } from '@/lib/contract/developers';
import { checkIpLines, newIpLine, type IpLine, type IpLineCheck } from '../model/ip-lines';

interface Props {
  lines: IpLine[];
  onChange: (lines: IpLine[]) => void;
  /** The server's refusal of a line (by its index), shown instead of what the line's own check says. */
  serverError: (index: number) => ReactNode;
  disabled?: boolean;
}

/**
 * Allowed IP ranges, one per line: each checked as it is typed (an IPv4 or IPv6 address or CIDR
 * range), its canonical form shown, a range an earlier line has flagged with that line's number.
 * Addresses stay left to right in every language.
 */
export function IpLinesEditor({ lines, onChange, serverError, disabled }: Props) {
  const { t } = useTranslation('apiKeys');
  const id = useId();
  const checks = checkIpLines(lines);

  const lineMessage = (check: IpLineCheck): { error?: string; description?: ReactNode } => {
    if (check.kind === 'invalid') return { error: t('ips.invalid') };
    if (check.kind !== 'range') return {};
    if (check.duplicateOf !== null) return { error: t('ips.duplicate', { line: check.duplicateOf + 1 }) };
    return {
      description: (
        <>
          {t('ips.canonical')}{' '}
          <Text span inherit ff="monospace" dir="ltr">
            {check.canonical}
          </Text>
        </>
      ),
    };
  };

  const setText = (index: number, text: string) => onChange(lines.map((line, at) => (at === index ? { ...line, text } : line)));
  const remove = (index: number) => onChange(lines.filter((_, at) => at !== index));

  return (
    <Stack gap="xs" role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
      <Text id={`${id}-label`} fw={500} size="sm">
        {t('ips.label')}
      </Text>
      <Text id={`${id}-hint`} size="sm" c="dimmed">
        {lines.length === 0 ? t('ips.emptyHint') : t('ips.hint')}
      </Text>
      {lines.map((line, index) => {
        const own = lineMessage(checks[index]);
        const server = serverError(index);
        const label = t('ips.line', { line: index + 1 });
        return (
          <Group key={line.key} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              label={label}
              value={line.text}
              onChange={(event) => setText(index, event.currentTarget.value)}
              error={server || own.error}
              description={server || own.error ? undefined : own.description}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              placeholder="203.0.113.0/24"
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              disabled={disabled}
              style={{ flex: 1, minWidth: 0 }}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              // A line added by the button gets the cursor.
              autoFocus={index === lines.length - 1 && !line.text}
            />
            <Tooltip label={t('ips.remove', { line: index + 1 })}>
              <ActionIcon variant="subtle" color="gray" size="lg" mt={26} aria-label={t('ips.remove', { line: index + 1 })} onClick={() => remove(index)} disabled={disabled}>
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        );
      })}
      <Group>
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => onChange([...lines, newIpLine()])}
          disabled={disabled || lines.length >= ALLOWED_IPS_MAX}
        >
          {t('ips.add')}
        </Button>
        {lines.length >= ALLOWED_IPS_MAX && (
          <Text size="sm" c="dimmed">
            {t('ips.max', { max: ALLOWED_IPS_MAX })}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
