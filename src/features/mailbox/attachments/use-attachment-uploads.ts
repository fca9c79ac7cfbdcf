import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { callerOf } from '@/lib/actions';
import { contractOf } from '@/lib/contract/actions';
import { FILE_OFFER_LIMIT_BYTES } from '@/lib/contract/file-limits';
import { ATTACHMENTS_PER_MESSAGE_MAX, attachmentProblem } from '@/lib/contract/mailbox-rules';
import { toFailure } from '@/lib/http';
import { useAppDispatch } from '@/lib/store';
import { uploadInRanges } from '@/lib/upload/upload-in-ranges';
import type { AttachmentUpload, AttachmentUploads } from '@/components/attachments';

interface Transfer {
  file: File;
  /** One reference per file: a retried allocation is answered, not made, again. */
  reference: string;
  upload: { path: string; chunkSize: number } | null;
  controller: AbortController | null;
}

const holdsRoom = (row: AttachmentUpload) => row.status === 'uploading' || row.status === 'uploaded' || row.status === 'failed';

/**
 * Files attached to a message being written (docs/api/mailbox.md, *Attachments*): each picked file is
 * checked at once (type, empty, the 2 GB limit, at most 10 per message) and refused before any byte
 * is sent; the others are allocated in the workspace and sent in ranges with their progress. Removing
 * one deletes it on the server; leaving the form deletes the ones never sent.
 */
export function useAttachmentUploads(resourceId: string): AttachmentUploads {
  const dispatch = useAppDispatch();
  const [items, setItems] = useState<AttachmentUpload[]>([]);
  const rows = useRef(items);
  const transfers = useRef(new Map<string, Transfer>());

  const update = useCallback((key: string, patch: Partial<AttachmentUpload>) => {
    rows.current = rows.current.map((row) => (row.key === key ? { ...row, ...patch } : row));
    setItems(rows.current);
  }, []);

  const drop = useCallback((key: string) => {
    rows.current = rows.current.filter((row) => row.key !== key);
    transfers.current.delete(key);
    setItems(rows.current);
  }, []);

  const deleteOnServer = useCallback(
    (attachmentId: string) => callerOf(dispatch).call({ action: 'messages/deleteAttachment', id: attachmentId, payload: { resourceId } }),
    [dispatch, resourceId],
  );

  const send = useCallback(
    async (key: string) => {
      const transfer = transfers.current.get(key);
      if (!transfer) return;
      const controller = new AbortController();
      transfer.controller = controller;
      update(key, { status: 'uploading', failure: null });
      try {
        if (!transfer.upload) {
          const { file } = transfer;
          const answer = await callerOf(dispatch).call({
            action: 'messages/allocateAttachment',
            requestReference: transfer.reference,
            payload: { resourceId, data: { type: 'files', attributes: { name: file.name, size: file.size, contentType: file.type } } },
          });
          const allocated = await contractOf('messages/allocateAttachment').answer(answer.data);
          if (controller.signal.aborted) return;
          update(key, { attachmentId: allocated.id });
          // An allocation answered again (a retry) may be uploaded already.
          if (allocated.attributes.status !== 'allocated' || !allocated.attributes.upload) {
            update(key, { status: 'uploaded', progress: 100 });
            return;
          }
          transfer.upload = allocated.attributes.upload;
        }
        await uploadInRanges(transfer.file, transfer.upload, {
          signal: controller.signal,
          onProgress: (loaded, total) => update(key, { progress: total ? Math.floor((loaded / total) * 100) : 0 }),
        });
        update(key, { status: 'uploaded', progress: 100 });
      } catch (error) {
        if (controller.signal.aborted) return;
        const failure = toFailure(error);
        const code = failure.errors?.[0]?.code;
        if (code === 'file-too-large' || code === 'file-type')
          update(key, { status: 'refused', problem: code === 'file-type' ? 'type' : 'too-large', failure: null });
        else update(key, { status: 'failed', failure });
      } finally {
        if (transfer.controller === controller) transfer.controller = null;
      }
    },
    [dispatch, resourceId, update],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      let room = ATTACHMENTS_PER_MESSAGE_MAX - rows.current.filter(holdsRoom).length;
      const added = files.map((file): AttachmentUpload => {
        const found = attachmentProblem(file, FILE_OFFER_LIMIT_BYTES);
        const problem = found ?? (room <= 0 ? 'too-many' : null);
        if (!problem) room -= 1;
        const row: AttachmentUpload = {
          key: crypto.randomUUID(),
          name: file.name,
          size: file.size,
          status: problem ? 'refused' : 'uploading',
          progress: 0,
          problem,
          failure: null,
          attachmentId: null,
        };
        if (!problem) transfers.current.set(row.key, { file, reference: crypto.randomUUID(), upload: null, controller: null });
        return row;
      });
      rows.current = [...rows.current, ...added];
      setItems(rows.current);
      for (const row of added) if (row.status === 'uploading') void send(row.key);
    },
    [send],
  );

  /** Stops a transfer, or deletes an uploaded file on the server, and takes the row away. */
  const remove = useCallback(
    async (key: string) => {
      const row = rows.current.find((entry) => entry.key === key);
      if (!row || row.status === 'removing') return;
      transfers.current.get(key)?.controller?.abort();
      if (!row.attachmentId) return drop(key);
      update(key, { status: 'removing' });
      try {
        await deleteOnServer(row.attachmentId);
        drop(key);
      } catch (error) {
        update(key, { status: row.status === 'uploading' ? 'failed' : row.status, failure: toFailure(error) });
      }
    },
    [deleteOnServer, drop, update],
  );

  const retry = useCallback((key: string) => void send(key), [send]);

  /** After the message is sent: its files are the message's now, so the list forgets them (nothing is deleted). */
  const reset = useCallback(() => {
    transfers.current.clear();
    rows.current = [];
    setItems([]);
  }, []);

  // Leaving the form: stop transfers and delete what was uploaded but never sent.
  useEffect(() => {
    const running = transfers.current;
    return () => {
      for (const transfer of running.values()) transfer.controller?.abort();
      for (const row of rows.current) if (row.attachmentId) deleteOnServer(row.attachmentId).catch(() => undefined);
    };
  }, [deleteOnServer]);

  return useMemo(
    () => ({
      items,
      attachmentIds: items.filter((row) => row.status === 'uploaded' && row.attachmentId).map((row) => row.attachmentId!),
      busy: items.some((row) => row.status === 'uploading' || row.status === 'removing'),
      hasProblems: items.some((row) => row.status === 'failed'),
      add,
      remove,
      retry,
      reset,
    }),
    [items, add, remove, retry, reset],
  );
}
