import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/lib/forms';
import { toFailure } from '@/lib/http';
import { checkEvidenceFile, checkEvidenceFileType, type EvidenceFileProblem } from '../model/evidence-checklist';
import type { EvidenceKind } from '../model/reason-codes';
import { useAddEvidenceFileMutation } from './api/dispute-actions';
import { DISPUTE_CODES } from './dispute-codes';

/** The sandbox keeps only name, size and kind: the byte transfer is shown over this long per file. */
export const TRANSFER_MS = 1000;
const TICK_MS = 50;

export interface StagedFile {
  key: string;
  name: string;
  size: number;
  /** The type the browser declares for the file (`File.type`; '' when it does not know). */
  contentType: string;
  kind: EvidenceKind;
  status: 'ready' | 'uploading' | 'saving';
  /** 0–100 while uploading. */
  progress: number;
  /** Translated problems: the type and size checks before upload, and server field errors next to their field. */
  errors: { name?: string; size?: string; kind?: string; contentType?: string };
  /** A refusal that belongs to no field. */
  alert: string | null;
  /** One reference per intent (this file with this kind): a retry of it is applied once. */
  intent: { kind: EvidenceKind; reference: string } | null;
}

const FIELDS = ['name', 'size', 'kind', 'contentType'] as const;

/** Why a picked file cannot be uploaded (its type first, then its size), as a field error; null when it can. */
function pickProblem(file: Pick<StagedFile, 'name' | 'size' | 'contentType'>): { field: 'name' | 'size'; key: EvidenceFileProblem } | null {
  const type = checkEvidenceFileType(file.name, file.contentType);
  if (type) return { field: 'name', key: type };
  const size = checkEvidenceFile(file.size);
  return size ? { field: 'size', key: size } : null;
}

/**
 * Files picked but not yet on the dispute: each with its evidence type, checked as it is picked
 * (before any transfer) against the accepted file types (PDF, JPEG, PNG, TIFF) and the 2 GB limit, then "uploaded" with a cancellable progress bar and
 * offered to the sandbox through `disputes/addEvidenceFile`.
 */
export function useEvidenceUploads(disputeId: string, defaultKind: (taken: EvidenceKind[]) => EvidenceKind) {
  const { t } = useTranslation(['disputes', 'errors']);
  const [staged, setStaged] = useState<StagedFile[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setInterval>>());
  const [addFile] = useAddEvidenceFileMutation();

  useEffect(() => {
    const running = timers.current;
    return () => running.forEach((timer) => clearInterval(timer));
  }, []);

  const update = useCallback((key: string, patch: Partial<StagedFile>) => {
    setStaged((rows) => rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  }, []);

  const stop = (key: string) => {
    clearInterval(timers.current.get(key));
    timers.current.delete(key);
  };

  const add = (files: readonly File[]) => {
    setStaged((rows) => {
      const next = [...rows];
      for (const file of files) {
        const problem = pickProblem({ name: file.name, size: file.size, contentType: file.type });
        next.push({
          key: crypto.randomUUID(), name: file.name, size: file.size, contentType: file.type, kind: defaultKind(next.map((row) => row.kind)),
          status: 'ready', progress: 0, errors: problem ? { [problem.field]: t(problem.key) } : {}, alert: null, intent: null,
        });
      }
      return next;
    });
  };

  const setKind = (key: string, kind: EvidenceKind) => update(key, { kind, errors: {}, alert: null });

  const discard = (key: string) => {
    stop(key);
    setStaged((rows) => rows.filter((row) => row.key !== key));
  };

  const cancel = (key: string) => {
    stop(key);
    update(key, { status: 'ready', progress: 0 });
  };

  const offer = async (row: StagedFile, reference: string) => {
    update(row.key, { status: 'saving', progress: 100 });
    try {
      await addFile({ disputeId, requestReference: reference, name: row.name, size: row.size, contentType: row.contentType, kind: row.kind }).unwrap();
      setStaged((rows) => rows.filter((entry) => entry.key !== row.key));
    } catch (error) {
      const errors: StagedFile['errors'] = {};
      const target = { setFieldError: (field: string, message: string) => (errors[field as keyof StagedFile['errors']] = message) };
      const leftover = applyServerErrors(target, toFailure(error), { fields: FIELDS, t: (key) => t(key as never) as string, codes: DISPUTE_CODES });
      update(row.key, { status: 'ready', progress: 0, errors, alert: leftover ? (t(leftover as never) as string) : null });
    }
  };

  const start = (key: string) => {
    const row = staged.find((entry) => entry.key === key);
    if (!row || row.status !== 'ready' || pickProblem(row)) return;
    const intent = row.intent?.kind === row.kind ? row.intent : { kind: row.kind, reference: crypto.randomUUID() };
    update(key, { status: 'uploading', progress: 0, errors: {}, alert: null, intent });
    let progress = 0;
    const timer = setInterval(() => {
      progress = Math.min(100, progress + (100 * TICK_MS) / TRANSFER_MS);
      if (progress < 100) return update(key, { progress });
      stop(key);
      void offer({ ...row, intent }, intent.reference);
    }, TICK_MS);
    timers.current.set(key, timer);
  };

  return { staged, add, setKind, discard, cancel, start };
}
