import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialogs/dialog-frame';
import { DialogForm } from '@/components/dialogs/form-dialog';
import { IntentNotice, targetKey, useSendIntent, useTargetIntent } from '@/features/intents';
import { ITEM_REASON_MAX } from '@/lib/contract/antifraud';
import { failureMessageKey } from '@/lib/forms';
import { notify, tx } from '@/lib/notify';
import { useListListsQuery } from '../api/antifraud-api';
import { addItemsIntent } from '../lists/add-items-intent';
import { blockCodes, type BlockOutcome, type BlockTarget } from './block-targets';

interface Props {
  target: BlockTarget;
  /** What the user reads of the value (a card as brand and last four digits). */
  shown: string;
  paymentId: string;
  /** The selected workspace: the server blocks on its merchant (docs/api/antifraud.md, *Scope*). */
  resourceId: string;
  onClose: () => void;
  onBlocked: (outcome: BlockOutcome) => void;
}

/** The intent's `summary.kind`: which block this dialog sent, to tell it from another change of the same list. */
const intentKind = (target: BlockTarget) => `list-block-${target.kind}`;

/**
 * "Block this card / e-mail / IP address": names exactly what is blocked, asks for an optional reason and
 * adds the value to the merchant's default list as one intent on that list (stored as sent, re-sent as
 * stored by "Check again"). The list is asked of the server by its alias, never guessed.
 */
export function BlockDialog({ target, shown, paymentId, resourceId, onClose, onBlocked }: Props) {
  const { t } = useTranslation(['antifraud', 'common', 'errors']);
  const { kind, alias } = target;
  const lookup = useListListsQuery({ resourceId, page: 1, pageSize: 1, sort: 'alias', filters: [{ field: 'alias', operator: 'eq', value: alias }] });
  const list = lookup.currentData?.rows.find((row) => row.alias === alias) ?? null;
  const [reason, setReason] = useState(() => t('block.defaultReason', { id: paymentId }));

  const key = targetKey('antifraud-list', list?.id ?? `${resourceId}:${alias}`);
  const onList = useTargetIntent(key);
  const add = useSendIntent(key, (_data, meta) => {
    const { added = 0, alreadyListed = 0 } = (meta ?? {}) as { added?: number; alreadyListed?: number };
    const already = alreadyListed > 0 && added === 0;
    const listName = list?.name ?? `@${alias}`;
    notify({ color: 'teal', message: tx(`antifraud:block.${already ? 'already' : 'done'}.${kind}`, { value: shown, list: listName }) });
    onBlocked({ listId: list?.id ?? '', listName, already });
  });
  // An answer that was lost: the block may be on the list already, so only "Check again" may follow.
  const lost = onList.unsettled && !add.pending ? onList.intent : undefined;

  const tooLong = reason.length > ITEM_REASON_MAX;
  const missing = lookup.isSuccess && !lookup.isFetching && !list;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!list || tooLong) return;
    add.send(addItemsIntent(list.id, [target.value], { reason, expiresAt: null, kind: intentKind(target) }));
  };

  const error = add.refusal
    ? t(failureMessageKey(add.refusal, blockCodes(kind)), { alias: `@${alias}` })
    : missing
      ? t('block.errors.listMissing', { alias: `@${alias}` })
      : null;

  return (
    <Dialog opened onClose={onClose} busy={add.pending} title={t(`block.choice.${kind}`)} closeLabel={t('common:close')}>
      {lost ? (
        <IntentNotice
          intent={lost}
          description={
            lost.summary.kind === intentKind(target)
              ? t(`block.intent.${kind}`, { value: shown })
              : t('block.intent.other', { list: list?.name ?? `@${alias}` })
          }
          onCheckAgain={onList.checkAgain}
          onDismiss={onList.forget}
        />
      ) : (
        <DialogForm
          intro={t(`block.intro.${kind}`, { alias: `@${alias}` })}
          error={error}
          submitLabel={t(`block.confirm.${kind}`)}
          submitting={add.pending}
          submitDisabled={!list}
          onSubmit={submit}
          onCancel={onClose}
        >
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t(`block.what.${kind}`)}
            </Text>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              <bdi dir={kind === 'ip' ? 'ltr' : undefined}>{shown}</bdi>
            </Text>
            {kind === 'card' && (
              <Text size="xs" c="dimmed">
                {t('block.fingerprint')}{' '}
                <Text span size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  <bdi dir="ltr">{target.value}</bdi>
                </Text>
              </Text>
            )}
          </Stack>
          {lookup.isError && (
            <Group gap="sm" role="alert">
              <Text size="sm" c="red">
                {t('block.errors.lookupFailed')}
              </Text>
              <Button size="xs" variant="default" onClick={() => void lookup.refetch()}>
                {t('block.retry')}
              </Button>
            </Group>
          )}
          {!list && lookup.isFetching && (
            <Text size="sm" c="dimmed" role="status">
              {t('block.findingList')}
            </Text>
          )}
          <TextInput
            label={t('block.reason')}
            description={t('block.reasonHint')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={tooLong ? t('block.reasonTooLong', { max: ITEM_REASON_MAX }) : undefined}
            data-autofocus
          />
        </DialogForm>
      )}
    </Dialog>
  );
}
