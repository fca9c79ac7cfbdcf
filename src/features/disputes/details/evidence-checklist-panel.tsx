import { Badge, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleDashed, IconMinus } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChecklistItem, EvidenceChecklist } from '../model/evidence-checklist';
import { useDisputeLabels } from '../model/labels';

function Item({ item }: { item: ChecklistItem }) {
  const { t } = useTranslation('disputes');
  const labels = useDisputeLabels();
  const state = item.done ? 'provided' : item.coveredByAlternative || !item.required ? 'optional' : 'missing';
  const icon = {
    provided: <ThemeIcon color="green" size={22} radius="xl"><IconCheck size={14} aria-hidden /></ThemeIcon>,
    optional: <ThemeIcon color="gray" variant="light" size={22} radius="xl"><IconMinus size={14} aria-hidden /></ThemeIcon>,
    missing: <ThemeIcon color="orange" variant="light" size={22} radius="xl"><IconCircleDashed size={14} aria-hidden /></ThemeIcon>,
  }[state];
  const status = item.done ? t('workspace.provided') : item.coveredByAlternative ? t('details.coveredByOther') : t('workspace.missing');
  return (
    <List.Item icon={icon} data-kind={item.kind}>
      <Group gap="xs" wrap="nowrap" align="baseline">
        <Text size="sm" fw={500}>
          {labels.evidenceName(item.kind)}
        </Text>
        <Text size="xs" c={state === 'missing' ? 'var(--mantine-color-orange-light-color)' : state === 'provided' ? 'var(--mantine-color-green-light-color)' : 'dimmed'}>
          {status}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {labels.evidenceHint(item.kind)}
      </Text>
    </List.Item>
  );
}

/** What the reason code asks for: required groups (one kind of an either-or group is enough), then recommended kinds, ticked when provided. */
export function EvidenceChecklistPanel({ checklist }: { checklist: EvidenceChecklist }) {
  const { t } = useTranslation('disputes');
  const titleId = useId();
  const required = checklist.items.filter((item) => item.required);
  const recommended = checklist.items.filter((item) => !item.required);
  const groups = new Map<string, ChecklistItem[]>();
  for (const item of required) groups.set(item.alternatives.join('|'), [...(groups.get(item.alternatives.join('|')) ?? []), item]);

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {t('workspace.checklistTitle')}
      </Title>
      {checklist.items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('details.checklistAny')}
        </Text>
      )}
      <Stack gap="md">
        {[...groups.values()].map((items) => (
          <Stack gap={6} key={items.map((item) => item.kind).join('|')}>
            <Group gap="xs">
              <Badge color="orange" variant="light" tt="none">
                {t('workspace.required')}
              </Badge>
              {items.length > 1 && (
                <Text size="xs" c="dimmed">
                  {t('workspace.oneOf')}
                </Text>
              )}
            </Group>
            <List spacing={6} listStyleType="none">
              {items.map((item) => <Item key={item.kind} item={item} />)}
            </List>
          </Stack>
        ))}
        {recommended.length > 0 && (
          <Stack gap={6}>
            <Badge color="gray" variant="light" tt="none" style={{ alignSelf: 'flex-start' }}>
              {t('workspace.recommended')}
            </Badge>
            <List spacing={6} listStyleType="none">
              {recommended.map((item) => <Item key={item.kind} item={item} />)}
            </List>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
