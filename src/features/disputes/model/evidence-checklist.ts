/**
 * The evidence checklist of one dispute: what its reason code asks for, what has been provided,
 * and whether the response can be submitted. Also the size check of an evidence file (spec §9: 2 GB).
 */
import { evidenceFileTypeProblem, FILE_OFFER_LIMIT_BYTES } from '@/lib/contract/disputes';
import { evidenceFor, type EvidenceKind } from './reason-codes';

export interface ChecklistItem {
  kind: EvidenceKind;
  required: boolean;
  /** A file of this kind has been provided. */
  done: boolean;
  /**
   * The kinds of the same either-or group, this one included (['proof-of-delivery', 'tracking-number']);
   * one kind alone for a plain requirement, empty for a recommended kind.
   */
  alternatives: readonly EvidenceKind[];
  /** For a required kind in an either-or group: another kind of the group is provided, so this one is no longer needed. */
  coveredByAlternative: boolean;
}

export interface EvidenceChecklist {
  /** Required kinds first, in group order, then recommended ones. */
  items: ChecklistItem[];
  /** The required groups not yet satisfied, each as its alternatives (one kind of a group is enough). */
  missingRequired: EvidenceKind[][];
  /**
   * The written response is empty. The dashboard asks for one on every dispute (the schemes read it
   * first); the API itself needs only a file or a rebuttal (docs/api/disputes.md).
   */
  rebuttalMissing: boolean;
  /** Every required group satisfied, and a written response. */
  readyToSubmit: boolean;
}

export function evidenceChecklist(scheme: string, code: string, provided: readonly { kind: string }[], rebuttal: string): EvidenceChecklist {
  const rules = evidenceFor(scheme, code);
  const have = new Set(provided.map((file) => file.kind));
  const items: ChecklistItem[] = [];
  const missingRequired: EvidenceKind[][] = [];

  for (const group of rules.required) {
    const satisfied = group.some((kind) => have.has(kind));
    if (!satisfied) missingRequired.push([...group]);
    for (const kind of group) {
      const done = have.has(kind);
      items.push({ kind, required: true, done, alternatives: group, coveredByAlternative: !done && satisfied });
    }
  }
  for (const kind of rules.recommended) {
    items.push({ kind, required: false, done: have.has(kind), alternatives: [], coveredByAlternative: false });
  }

  const rebuttalMissing = rebuttal.trim() === '';
  return { items, missingRequired, rebuttalMissing, readyToSubmit: missingRequired.length === 0 && !rebuttalMissing };
}

/** The largest evidence file accepted: 2 GiB (spec §9 "2 GB"). */
export const MAX_EVIDENCE_FILE_BYTES = FILE_OFFER_LIMIT_BYTES;

/** A key of the `disputes` namespace naming what is wrong with a file. */
export type EvidenceFileProblem = 'workspace.fileTooLarge' | 'workspace.fileEmpty' | 'workspace.fileType';

/** Null when a file of `size` bytes can be uploaded; else why not (empty, or over 2 GiB). */
export function checkEvidenceFile(size: number): EvidenceFileProblem | null {
  if (!(size > 0)) return 'workspace.fileEmpty';
  if (size > MAX_EVIDENCE_FILE_BYTES) return 'workspace.fileTooLarge';
  return null;
}

/**
 * Null when a file of this name and declared type (the browser's `File.type`) is one the card schemes
 * accept (PDF, JPEG, PNG, TIFF: extension and type both, and matching); else why not.
 */
export function checkEvidenceFileType(name: string, contentType: string): EvidenceFileProblem | null {
  return evidenceFileTypeProblem(name, contentType) ? 'workspace.fileType' : null;
}
