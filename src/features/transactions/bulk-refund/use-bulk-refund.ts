import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { selectSelectedResourceId } from '@/features/workspace';
import { useIntent } from '@/lib/actions';
import { BULK_REFUND_MAX_LINES } from '@/lib/contract/bulk-refunds';
import { notify } from '@/lib/notify';
import { useAppSelector } from '@/lib/store';
import { useBulkRefundMutation, useLazyPreviewBulkRefundQuery } from './bulk-refund-api';
import { parseIds, type ParsedId } from './parse-ids';

/** The list as last previewed: what "Refund N transactions" sends, unchanged since the preview. */
interface Previewed {
  resourceId: string;
  entries: ParsedId[];
  ids: string[];
}

/**
 * The bulk refund flow: pasted text → parsed IDs → preview → one intent (one reference, reused by
 * "Check again") → the batch id in the URL, so a reload shows the same result.
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
  const [bulkRefund] = useBulkRefundMutation();

  const stale = previewed !== null && previewed.ids.join('\n') !== entries.map((entry) => entry.id).join('\n');

  const changeText = (value: string) => {
    setText(value);
    setInputError(null);
  };

  const runPreview = () => {
    if (!resourceId) return;
    if (entries.length === 0) return setInputError(t('bulk.idsRequired'));
    if (entries.length > BULK_REFUND_MAX_LINES) return setInputError(t('bulk.tooMany', { max: BULK_REFUND_MAX_LINES }));
    const ids = entries.map((entry) => entry.id);
    setPreviewed({ resourceId, entries, ids });
    void fetchPreview({ resourceId, ids });
  };

  const run = useCallback(
    async (requestReference: string) => {
      if (!previewed) throw new Error('Nothing previewed');
      const result = await bulkRefund({ resourceId: previewed.resourceId, ids: previewed.ids, requestReference }).unwrap();
      const refunded = result.rows.filter((row) => row.outcome === 'refunded').length;
      notify({ color: 'teal', title: t('bulk.done', { count: refunded }), message: t('bulk.resultTitle') });
      setSearchParams({ batch: result.id });
      return result;
    },
    [bulkRefund, previewed, setSearchParams, t],
  );
  const intent = useIntent(run);

  const startOver = () => {
    intent.reset();
    setText('');
    setPreviewed(null);
    setSearchParams({});
  };

  return { batchId, text, changeText, entries, inputError, runPreview, previewed, preview, stale, intent, startOver };
}
