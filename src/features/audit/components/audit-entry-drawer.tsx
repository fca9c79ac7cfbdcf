import { Drawer, Stack, Table, Text, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailsSection, type LabelledValue } from '@/components/details-section';
import { useLocaleFormat } from '@/lib/format';
import { useDeviceName } from '@/components/sessions';
import type { AuditEntry } from '../api/audit-entry';
import { actorText, useActionLabel, useActorLabel } from '../model/labels';
import { ChangeValue } from './change-lines';
import { ObjectCell } from './audit-columns';

const code = (value: string) => (
  <Text span size="sm" ff="monospace" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
    {value}
  </Text>
);

function ChangesTable({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('audit');
  return (
    <DetailsSection title={t('details.changes')}>
      {entry.changes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('changes.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="xs" layout="fixed" aria-label={t('details.changes')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('details.field')}</Table.Th>
                <Table.Th scope="col">{t('details.before')}</Table.Th>
                <Table.Th scope="col">{t('details.after')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entry.changes.map((change, index) => (
                <Table.Tr key={`${change.field}-${index}`}>
                  <Table.Th scope="row" fw={500}>
                    <bdi>{change.field}</bdi>
                  </Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                    <ChangeValue value={change.before} />
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                    <ChangeValue value={change.after} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </DetailsSection>
  );
}

/** Everything an entry records: who, when, the object, every change before and after, the session and the workspace. */
function EntryDetails({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation(['audit', 'common']);
  const formatDateTime = useLocaleFormat().dateTime;
  const actionLabel = useActionLabel();
  const actorLabel = useActorLabel();
  const deviceName = useDeviceName();
  const dimmed = (text: string) => (
    <Text span size="sm" c="dimmed">
      {text}
    </Text>
  );
  const facts: LabelledValue[] = [
    [
      t('details.at'),
      <time key="at" dateTime={entry.at}>
        <bdi>{formatDateTime(entry.at)}</bdi>
      </time>,
    ],
    [t('details.who'), <bdi key="who">{actorText(actorLabel(entry.actor)) || entry.actor.id}</bdi>],
    [
      t('details.action'),
      <Stack key="action" gap={0}>
        <bdi>{actionLabel(entry.action)}</bdi>
        {code(entry.action)}
      </Stack>,
    ],
    [t('details.object'), <ObjectCell key="object" object={entry.object} />],
    [t('details.workspace'), entry.resource ? <bdi key="workspace">{entry.resource.name}</bdi> : dimmed(t('details.noWorkspace'))],
  ];
  const session: LabelledValue[] = [
    [t('details.device'), entry.session.userAgent ? <bdi key="device">{deviceName(entry.session.userAgent)}</bdi> : dimmed(t('details.unknown'))],
    [t('details.ip'), entry.session.ip ? code(entry.session.ip) : dimmed(t('details.unknown'))],
    [t('details.sessionId'), code(entry.session.id)],
    ...(entry.session.userAgent ? [[t('details.userAgent'), code(entry.session.userAgent)] as const] : []),
  ];
  return (
    <Stack gap="md">
      <DetailsSection title={t('details.entry')} rows={facts} headerWidth="35%" />
      <ChangesTable entry={entry} />
      <DetailsSection title={t('details.session')} rows={session} headerWidth="35%" />
    </Stack>
  );
}

/** An entry's details over the list (`?entry=<id>`), from the end edge. */
export function AuditEntryDrawer({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const { t } = useTranslation('audit');
  const { dir } = useDirection();
  const actionLabel = useActionLabel();
  return (
    <Drawer
      opened={entry !== null}
      onClose={onClose}
      title={entry ? actionLabel(entry.action) : ''}
      position={dir === 'rtl' ? 'left' : 'right'}
      size="lg"
      closeButtonProps={{ 'aria-label': t('details.close') }}
    >
      {entry && <EntryDetails entry={entry} />}
    </Drawer>
  );
}
