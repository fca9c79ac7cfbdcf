import { ActionIcon, Badge, Card, FileButton, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleDashed, IconMinus, IconUpload } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EVIDENCE_FILE_ACCEPT } from '@/lib/contract/disputes';
import type { ChecklistItem, EvidenceChecklist } from '../model/evidence-checklist';
import { useDisputeLabels } from '../model/labels';
import type { EvidenceKind } from '../model/reason-codes';
import { useFileDrop } from '@/lib/forms/use-file-drop';

/** Files for one checklist item: picked with its button or dropped on it, they take its evidence type. */
export interface ChecklistUpload {
  add: (files: File[], kind: EvidenceKind) => void;
  disabled: boolean;
}

function Item({ item, upload }: { item: ChecklistItem; upload?: ChecklistUpload }) {
  const { t } = useTranslation('disputes');
  const labels = useDisputeLabels();
  const drop = useFileDrop((files) => upload?.add(files, item.kind), !upload || upload.disabled);
  const reset = useRef<() => void>(null);
  const state = item.done ? 'provided' : item.coveredByAlternative || !item.required ? 'optional' : 'missing';
  const icon = {
    provided: (
      <ThemeIcon color="green" size={22} radius="xl">
        <IconCheck size={14} aria-hidden />
      </ThemeIcon>
    ),
    optional: (
      <ThemeIcon color="gray" variant="light" size={22} radius="xl">
        <IconMinus size={14} aria-hidden />
      </ThemeIcon>
    ),
    missing: (
      <ThemeIcon color="orange" variant="light" size={22} radius="xl">
        <IconCircleDashed size={14} aria-hidden />
      </ThemeIcon>
    ),
  }[state];
  const status = item.done ? t('workspace.provided') : item.coveredByAlternative ? t('details.coveredByOther') : t('workspace.missing');
  const name = labels.evidenceName(item.kind);
  return (
    <List.Item
      icon={icon}
      data-kind={item.kind}
      data-dragging={drop.dragging || undefined}
      {...drop.props}
      // The wrapper is inline by default: full width puts the upload button at the end of the line.
      styles={{ itemWrapper: { display: 'flex', width: '100%' }, itemLabel: { flex: 1, minWidth: 0 } }}
      style={{
        borderRadius: 8,
        outline: drop.dragging ? '2px dashed var(--mantine-primary-color-filled)' : undefined,
        background: drop.dragging ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
        <div>
          <Group gap="xs" wrap="nowrap" align="baseline">
            <Text size="sm" fw={500}>
              {name}
            </Text>
            <Text
              size="xs"
              c={state === 'missing' ? 'var(--mantine-color-orange-light-color)' : state === 'provided' ? 'var(--mantine-color-green-light-color)' : 'dimmed'}
            >
              {status}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {labels.evidenceHint(item.kind)}
          </Text>
        </div>
        {upload && (
          <FileButton
            onChange={(files) => {
              upload.add(files, item.kind);
              reset.current?.();
            }}
            resetRef={reset}
            multiple
            accept={EVIDENCE_FILE_ACCEPT}
            disabled={upload.disabled}
            inputProps={{ 'aria-label': t('workspace.uploadKind', { kind: name }) }}
          >
            {(props) => (
              <ActionIcon
                {...props}
                variant="subtle"
                size="md"
                aria-label={t('workspace.uploadKind', { kind: name })}
                title={t('workspace.uploadKind', { kind: name })}
              >
                <IconUpload size={16} aria-hidden />
              </ActionIcon>
            )}
          </FileButton>
        )}
      </Group>
    </List.Item>
  );
}

/**
 * What the reason code asks for: required groups (one kind of an either-or group is enough), then
 * recommended kinds, ticked when provided. With `upload`, each item takes files of its kind.
 */
export function EvidenceChecklistPanel({ checklist, upload }: { checklist: EvidenceChecklist; upload?: ChecklistUpload }) {
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
              {items.map((item) => (
                <Item key={item.kind} item={item} upload={upload} />
              ))}
            </List>
          </Stack>
        ))}
        {recommended.length > 0 && (
          <Stack gap={6}>
            <Badge color="gray" variant="light" tt="none" style={{ alignSelf: 'flex-start' }}>
              {t('workspace.recommended')}
            </Badge>
            <List spacing={6} listStyleType="none">
              {recommended.map((item) => (
                <Item key={item.kind} item={item} upload={upload} />
              ))}
            </List>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
