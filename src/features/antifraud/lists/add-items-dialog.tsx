import { List, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { targetKey, useSendIntent } from '@/features/intents';
import { useTimeZone } from '@/features/preferences';
import { parseBulkList } from '@/lib/antifraud-rules/list-items';
import { ITEM_REASON_MAX } from '@/lib/contract/antifraud';
import { dayRangeInstants } from '@/lib/dates';
import { failureMessageKey } from '@/lib/forms';
import { notify } from '@/lib/notify';
import type { AntifraudList } from '../api/review-model';
import { ANTIFRAUD_CODES } from '../antifraud-codes';
import { addItemsIntent } from './add-items-intent';

/** How many bad lines are named; the rest are counted. */
const SHOWN_BAD = 20;
const ITEM_POINTER = /^\/data\/attributes\/items\/(\d+)\/value$/;

interface BadLine {
  line: number;
  code: string;
}

/**
 * Items pasted one per line (or typed one), each checked for the list's kind before anything is sent:
 * the bad lines are named with why, and nothing typed is lost. Sent once, as one intent.
 */
export function AddItemsDialog({ list, onClose }: { list: AntifraudList; onClose: () => void }) {
  const { t } = useTranslation(['antifraud', 'common', 'errors']);
  const timeZone = useTimeZone();
  const [text, setText] = useState('');
  const [reason, setReason] = useState('');
  const [expiry, setExpiry] = useState('');
  const [bad, setBad] = useState<BadLine[]>([]);
  const [sentLines, setSentLines] = useState<number[]>([]);
  const add = useSendIntent(targetKey('antifraud-list', list.id), (_data, meta) => {
    const { added = 0, alreadyListed = 0 } = (meta ?? {}) as { added?: number; alreadyListed?: number };
    notify({ color: 'teal', message: t('items.added', { added, alreadyListed }) });
    onClose();
  });
  // The server names a refused item by its index in what was sent: back to the line it came from.
  const refusedLines: BadLine[] = (add.refusal?.errors ?? []).flatMap((error) => {
    const index = ITEM_POINTER.exec(error.source?.pointer ?? '')?.[1];
    const line = index === undefined ? undefined : sentLines[Number(index)];
    return line === undefined ? [] : [{ line, code: 'server' }];
  });
  const shown = bad.length > 0 ? bad : refusedLines;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = parseBulkList(list.kind, text);
    const problems = parsed.bad.map(({ line, code }) => ({ line, code }));
    if (parsed.items.length === 0 && problems.length === 0) problems.push({ line: 1, code: 'empty' });
    setBad(problems);
    if (problems.length > 0 || reason.length > ITEM_REASON_MAX) return;
    setSentLines(parsed.items.map((item) => item.line));
    const expiresAt = expiry ? (dayRangeInstants({ to: expiry }, timeZone).lte ?? null) : null;
    add.send(
      addItemsIntent(
        list.id,
        parsed.items.map(({ value }) => value),
        { reason, expiresAt, kind: 'list-add-items' },
      ),
    );
  };

  const refusal = add.refusal && refusedLines.length === 0 ? t(failureMessageKey(add.refusal, ANTIFRAUD_CODES)) : null;
  return (
    <FormDialog
      opened
      title={t('items.addTitle', { name: list.name })}
      closeLabel={t('common:close')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('items.add')}
      submitting={add.pending}
      error={refusal}
      intro={t('items.addIntro', { kind: t(`lists.kind.${list.kind}`) })}
    >
      <Stack gap="sm">
        <Textarea
          label={t('items.values')}
          description={t('items.valuesHint')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setBad([]);
          }}
          autosize
          minRows={4}
          maxRows={12}
          dir="ltr"
          spellCheck={false}
          error={shown.length > 0 ? t('items.badCount', { total: shown.length }) : undefined}
          withAsterisk
          data-autofocus
        />
        {shown.length > 0 && (
          <List size="sm" spacing={2} aria-label={t('items.badLines')}>
            {shown.slice(0, SHOWN_BAD).map(({ line, code }) => (
              <List.Item key={line}>
                <Text span size="sm" c="red">
                  {t('items.badLine', { line, message: t(code === 'server' ? 'items.refusedByServer' : `items.problem.${code}`) })}
                </Text>
              </List.Item>
            ))}
            {shown.length > SHOWN_BAD && <List.Item>{t('items.moreBad', { total: shown.length - SHOWN_BAD })}</List.Item>}
          </List>
        )}
        <TextInput
          label={t('items.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={reason.length > ITEM_REASON_MAX ? t('items.reasonTooLong', { max: ITEM_REASON_MAX }) : undefined}
        />
        <DateField label={t('items.expires')} value={expiry} onChange={setExpiry} />
      </Stack>
    </FormDialog>
  );
}
