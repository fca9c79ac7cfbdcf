import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { targetKey, useIntentSettled, useTargetIntent } from '@/features/intents';
import { selectSelectedResourceId } from '@/features/workspace';
import { BULK_REFUND_MAX_LINES } from '@/lib/contract/bulk-refunds';
import { notify, tx } from '@/lib/notify';
import { useAppSelector } from '@/lib/store';
import { parseBulkResult, useLazyPreviewBulkRefundQuery } from './bulk-refund-api';
import { bulkIntentSpec } from './bulk-intent';
import { parseIds, type ParsedId } from './parse-ids';

/** The list as last previewed: what "Refund N transactions" sends, unchanged since the preview. */
interface Previewed {
  resourceId: string;
  entries: ParsedId[];
  ids: string[];
}

/**
 * The bulk refund flow: pasted text → parsed IDs → preview → one intent on the workspace (the
 * confirmed lines and amounts, stored as sent; "Check again" re-sends them) → the batch id in the
 * URL, so a reload shows the same result.
 */
export function useBulkRefund() {
  const { t } = useTranslation('transactionDetails');
  const resourceId = useAppSelector(selectSelectedResourceId);
  const [searchParams, setSearchParams] = useSearchParams();
  const batchId = searchParams.get('batch');
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [previewed, setPreviewed] = useState<Previewed | null>(null);
  const entries = useMemo(() => parseIds(text), [text]);
  const [fetchPreview, preview] = useLazyPreviewBulkRefundQuery();
  const intent = useTargetIntent(targetKey('bulk-refund', resourceId ?? ''));
  const { status } = intent;

  const stale = previewed !== null && previewed.ids.join('\n') !== entries.map((entry) => entry.id).join('\n');

  // The batch answered (here, or after a reload or in another tab): show its result by its id.
  useIntentSettled(intent.intent, {
    succeeded: (answer) =>
      void parseBulkResult(answer).then((result) => {
        const refunded = result.rows.filter((row) => row.outcome === 'refunded').length;
        notify({ color: 'teal', title: tx('transactionDetails:bulk.done', { count: refunded }), message: tx('transactionDetails:bulk.resultTitle') });
        intent.forget();
        setSearchParams({ batch: result.id });
      }),
  });

  const changeText = (value: string) => {
    setText(value);
    setInputError(null);
  };

  const runPreview = () => {
    if (!resourceId) return;
    if (entries.length === 0) return setInputError(t('bulk.idsRequired'));
    if (entries.length > BULK_REFUND_MAX_LINES) return setInputError(t('bulk.tooMany', { max: BULK_REFUND_MAX_LINES }));
    const ids = entries.map((entry) => entry.id);
    if (status === 'failed') intent.forget();
    setPreviewed({ resourceId, entries, ids });
    void fetchPreview({ resourceId, ids });
  };

  const confirm = () => {
    if (!previewed || !preview.currentData || stale || intent.unsettled) return;
    if (status === 'failed') intent.forget();
    void intent.start(bulkIntentSpec(previewed.resourceId, previewed.ids, preview.currentData));
  };

  const startOver = () => {
    intent.forget();
    setText('');
    setPreviewed(null);
    setSearchParams({});
  };

  return { batchId, text, changeText, entries, inputError, runPreview, previewed, preview, stale, intent, confirm, startOver };
}
