import { ActionIcon, Anchor, Badge, Group, Menu, Select, Stack, Table, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconDots, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { antifraudRuleHref } from '@/config/paths';
import { targetKey, useSendIntent } from '@/features/intents';
import { ruleModes, type RuleMode } from '@/lib/antifraud-rules/types';
import { useLocaleFormat } from '@/lib/format';
import { failureMessageKey } from '@/lib/forms';
import { notify } from '@/lib/notify';
import type { AntifraudRule } from '../api/review-model';
import { ANTIFRAUD_CODES } from '../antifraud-codes';
import { UnsettledChange } from './unsettled-change';

export const modeColor: Record<RuleMode, string> = { enabled: 'teal', shadow: 'violet', disabled: 'gray' };

const ruleTags = (id: string) => [
  { type: 'AntifraudRule' as const, id },
  { type: 'AntifraudRule' as const, id: 'LIST' },
];

/** A rule's controls: its mode, its order and its deletion, each change one intent on the rule. */
function useRuleControls(rule: AntifraudRule, last: boolean, editable: boolean) {
  const { t } = useTranslation(['antifraud', 'common']);
  const [deleting, setDeleting] = useState(false);
  const target = targetKey('antifraud-rule', rule.id);
  const change = useSendIntent(target, () => {
    if (deleting) notify({ color: 'teal', message: t('rules.deleted', { name: rule.name }) });
    setDeleting(false);
  });
  const error = change.refusal ? t(failureMessageKey(change.refusal, ANTIFRAUD_CODES)) : null;
  const setMode = (mode: RuleMode) =>
    change.send({
      request: { action: 'antifraud-rules/setMode', id: rule.id, payload: { id: rule.id, data: { type: 'antifraud-rules', attributes: { mode } } } },
      summary: { kind: 'rule-mode' },
      invalidates: ruleTags(rule.id),
    });
  const move = (position: number) =>
    change.send({
      request: { action: 'antifraud-rules/move', id: rule.id, payload: { id: rule.id, position } },
      summary: { kind: 'rule-move' },
      invalidates: ruleTags(rule.id),
    });

  const mode = (
    <>
      {editable ? (
        <Select
          aria-label={t('rules.modeOf', { name: rule.name })}
          size="xs"
          w={130}
          data={ruleModes.map((value) => ({ value, label: t(`rules.mode.${value}`) }))}
          value={rule.mode}
          allowDeselect={false}
          disabled={change.pending}
          onChange={(value) => value && value !== rule.mode && setMode(value as RuleMode)}
          comboboxProps={{ withinPortal: true }}
        />
      ) : (
        <Badge variant="light" color={modeColor[rule.mode]} tt="none">
          {t(`rules.mode.${rule.mode}`)}
        </Badge>
      )}
      {error && !deleting && (
        <Text size="xs" c="red" role="alert" mt={4}>
          {error}
        </Text>
      )}
    </>
  );
  const unsettled = <UnsettledChange target={target} description={t('rules.intent.change', { name: rule.name })} />;

  const actions = editable && (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <ActionIcon
        variant="subtle"
        aria-label={t('rules.moveUp', { name: rule.name })}
        disabled={rule.position === 1 || change.pending}
        onClick={() => move(rule.position - 1)}
      >
        <IconArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={t('rules.moveDown', { name: rule.name })}
        disabled={last || change.pending}
        onClick={() => move(rule.position + 1)}
      >
        <IconArrowDown size={16} aria-hidden />
      </ActionIcon>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={t('rules.more', { name: rule.name })}>
            <IconDots size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to={antifraudRuleHref(rule.id)}>
            {t('rules.edit')}
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            disabled={rule.builtIn}
            onClick={() => (change.clearRefusal(), setDeleting(true))}
          >
            {t(rule.builtIn ? 'rules.builtInKept' : 'rules.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={deleting}
        title={t('rules.deleteTitle')}
        closeLabel={t('common:close')}
        question={t('rules.deleteQuestion', { name: rule.name })}
        confirmLabel={t('rules.delete')}
        danger
        busy={change.pending}
        error={error}
        onConfirm={() =>
          change.send({
            request: { action: 'antifraud-rules/delete', id: rule.id, payload: { id: rule.id } },
            summary: { kind: 'rule-delete' },
            invalidates: [{ type: 'AntifraudRule', id: 'LIST' }],
          })
        }
        onClose={() => setDeleting(false)}
      />
    </Group>
  );
  return { mode, actions, unsettled };
}

function RuleName({ rule }: { rule: AntifraudRule }) {
  const { t } = useTranslation('antifraud');
  return (
    <>
      <Anchor component={Link} to={antifraudRuleHref(rule.id)} size="sm" fw={500}>
        <bdi>{rule.name}</bdi>
      </Anchor>
      {rule.builtIn && (
        <Badge variant="light" color="gray" ms="xs" tt="none">
          {t('rules.builtIn')}
        </Badge>
      )}
    </>
  );
}

function Condition({ source, clamp }: { source: string; clamp?: number }) {
  return (
    <Text span size="sm" ff="monospace" dir="ltr" lineClamp={clamp} style={{ wordBreak: 'break-word', display: 'block' }}>
      {source}
    </Text>
  );
}

interface RuleProps {
  rule: AntifraudRule;
  last: boolean;
  editable: boolean;
}

/** One rule in its stage's table. */
export function RuleRow({ rule, last, editable }: RuleProps) {
  const format = useLocaleFormat();
  const { mode, actions, unsettled } = useRuleControls(rule, last, editable);
  return (
    <Table.Tr>
      <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{rule.position}</Table.Td>
      <Table.Th scope="row" fw={500}>
        <RuleName rule={rule} />
        {unsettled}
      </Table.Th>
      <Table.Td maw={420}>
        <Condition source={rule.source} clamp={2} />
      </Table.Td>
      <Table.Td>{mode}</Table.Td>
      <Table.Td ta="end" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {format.number(rule.matches30d)}
      </Table.Td>
      {editable && <Table.Td>{actions}</Table.Td>}
    </Table.Tr>
  );
}

/** One rule as a card, on a phone: its whole condition, its mode and its controls without sideways scrolling. */
export function RuleCard({ rule, last, editable }: RuleProps) {
  const { t } = useTranslation('antifraud');
  const format = useLocaleFormat();
  const { mode, actions, unsettled } = useRuleControls(rule, last, editable);
  return (
    <Stack gap={6} component="li" py="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      {unsettled}
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {rule.position}.
        </Text>
        <div>
          <RuleName rule={rule} />
        </div>
      </Group>
      <Condition source={rule.source} />
      <Group justify="space-between" gap="xs" align="center">
        <Group gap="xs">
          {mode}
          <Text size="xs" c="dimmed">
            {t('rules.matches', { count: rule.matches30d, value: format.number(rule.matches30d) })}
          </Text>
        </Group>
        {actions}
      </Group>
    </Stack>
  );
}
