import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EVIDENCE_FILES_MAX } from '@/lib/contract/disputes';
import { failureMessageKey } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import { checkEvidenceFile, checkEvidenceFileType, type EvidenceFileProblem } from '../model/evidence-checklist';
import type { EvidenceKind } from '../model/reason-codes';
import { useAddEvidenceFileMutation } from './api/dispute-actions';
import { DISPUTE_CODES } from './dispute-codes';

/** The sandbox keeps only name, size and kind: the byte transfer is shown over this long per file. */
export const TRANSFER_MS = 1000;
const TICK_MS = 100;

export interface UploadRow {
  key: string;
  name: string;
  size: number;
  /** The type the browser declares for the file (`File.type`; '' when it does not know). */
  contentType: string;
  /** Changeable until the file is offered to the dispute (while it transfers, or after a failed offer). */
  kind: EvidenceKind;
  /** `refused`: checked out before any transfer; `failed`: the dispute refused the offer (retryable). */
  status: 'uploading' | 'saving' | 'refused' | 'failed';
  /** 0–100 while uploading. */
  progress: number;
  /** Why the file is refused or failed, translated. */
  error: string | null;
  /** One reference per intent (this file with this kind): a retry of it is applied once. */
  intent: { kind: EvidenceKind; reference: string } | null;
}

/** Why a picked file cannot be uploaded (its type first, then its size); null when it can. */
function pickProblem(file: Pick<UploadRow, 'name' | 'size' | 'contentType'>): EvidenceFileProblem | null {
  return checkEvidenceFileType(file.name, file.contentType) ?? checkEvidenceFile(file.size);
}

const active = (row: UploadRow) => row.status === 'uploading' || row.status === 'saving';

/**
 * Files being added to a dispute: each picked or dropped file is checked at once (PDF, JPEG, PNG,
 * TIFF; at most 2 GB; at most 20 files per dispute) and, when it passes, transferred with a progress
 * bar and offered through `disputes/addEvidenceFile` with its evidence type; no separate Upload press.
 * A file leaves this list when the dispute holds it.
 */
export function useEvidenceUploads(disputeId: string, fileCount: number, defaultKind: (taken: EvidenceKind[]) => EvidenceKind) {
  const { t } = useTranslation(['disputes', 'errors']);
  const [rows, setRows] = useState<UploadRow[]>([]);
  // The timers read the rows as they are when they fire (a type changed during the transfer counts).
  const current = useRef(rows);
  const timers = useRef(new Map<string, ReturnType<typeof setInterval>>());
  const [addFile] = useAddEvidenceFileMutation();

  useEffect(() => {
    current.current = rows;
  }, [rows]);
  useEffect(() => {
    const running = timers.current;
    return () => running.forEach((timer) => clearInterval(timer));
  }, []);

  const update = useCallback((key: string, patch: Partial<UploadRow>) => {
    setRows((list) => list.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  }, []);

  const stop = (key: string) => {
    clearInterval(timers.current.get(key));
    timers.current.delete(key);
  };

  const offer = async (key: string) => {
    const row = current.current.find((entry) => entry.key === key);
    if (!row) return;
    const intent = row.intent?.kind === row.kind ? row.intent : { kind: row.kind, reference: crypto.randomUUID() };
    update(key, { status: 'saving', progress: 100, error: null, intent });
    try {
      const { name, size, contentType, kind } = row;
      await addFile({ disputeId, requestReference: intent.reference, name, size, contentType, kind }).unwrap();
      setRows((list) => list.filter((entry) => entry.key !== key));
    } catch (error) {
      update(key, { status: 'failed', error: t(failureMessageKey(toFailure(error), DISPUTE_CODES)) as string });
    }
  };

  const transfer = (key: string) => {
    let progress = 0;
    const timer = setInterval(() => {
      progress = Math.min(100, progress + (100 * TICK_MS) / TRANSFER_MS);
      if (progress < 100) return update(key, { progress });
      stop(key);
      void offer(key);
    }, TICK_MS);
    timers.current.set(key, timer);
  };

  /** Adds `files` and starts every one that passes; `kind` when the user chose it first (a checklist item). */
  const add = (files: readonly File[], kind?: EvidenceKind) => {
    const taken = current.current.filter((row) => row.status !== 'refused').map((row) => row.kind);
    let room = EVIDENCE_FILES_MAX - fileCount - current.current.filter(active).length;
    const added = files.map((file): UploadRow => {
      const problem = pickProblem({ name: file.name, size: file.size, contentType: file.type });
      const full = !problem && room <= 0;
      const fileKind = kind ?? defaultKind(taken);
      if (!problem && !full) {
        room -= 1;
        taken.push(fileKind);
      }
      return {
        key: crypto.randomUUID(),
        name: file.name,
        size: file.size,
        contentType: file.type,
        kind: fileKind,
        status: problem || full ? 'refused' : 'uploading',
        progress: 0,
        error: problem ? t(problem) : full ? t('details.errors.tooManyFiles') : null,
        intent: null,
      };
    });
    current.current = [...current.current, ...added];
    setRows((list) => [...list, ...added]);
    for (const row of added) if (row.status === 'uploading') transfer(row.key);
  };

  const setKind = (key: string, kind: EvidenceKind) => update(key, { kind });

  /** Cancels a transfer, or dismisses a refused or failed file. A file being offered waits for its answer. */
  const remove = (key: string) => {
    stop(key);
    setRows((list) => list.filter((row) => row.key !== key || row.status === 'saving'));
  };

  /** Offers a failed file again: the same reference while its type is unchanged, so the dispute adds it once. */
  const retry = (key: string) => void offer(key);

  return { rows, running: rows.filter(active).length, add, setKind, remove, retry };
}
