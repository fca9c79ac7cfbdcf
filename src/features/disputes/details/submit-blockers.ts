import type { EvidenceChecklist } from '../model/evidence-checklist';
import type { EvidenceKind } from '../model/reason-codes';
import type { DraftState } from './use-rebuttal-draft';

/** One thing that keeps "Submit evidence" from being pressed. */
export type SubmitBlocker =
  | { kind: 'evidence'; alternatives: readonly EvidenceKind[] }
  | { kind: 'rebuttal' }
  | { kind: 'rebuttal-saving' }
  | { kind: 'rebuttal-failed' }
  | { kind: 'rebuttal-too-long' }
  | { kind: 'uploads'; count: number };

/**
 * Everything still missing before the evidence can be submitted, in the order to fix it: each
 * required evidence group of the reason code, the written response (empty, or not yet saved on the
 * dispute), and files still uploading. Empty when Submit may be pressed.
 */
export function submitBlockers(checklist: EvidenceChecklist, draft: DraftState, uploadsRunning: number): SubmitBlocker[] {
  const blockers: SubmitBlocker[] = checklist.missingRequired.map((alternatives) => ({ kind: 'evidence', alternatives }));
  if (checklist.rebuttalMissing) blockers.push({ kind: 'rebuttal' });
  else if (draft === 'saving') blockers.push({ kind: 'rebuttal-saving' });
  else if (draft === 'failed') blockers.push({ kind: 'rebuttal-failed' });
  else if (draft === 'invalid') blockers.push({ kind: 'rebuttal-too-long' });
  if (uploadsRunning > 0) blockers.push({ kind: 'uploads', count: uploadsRunning });
  return blockers;
}
