/**
 * Translated labels of the disputes vocabularies (namespace `disputes`): statuses (§4), card schemes,
 * reason-code titles with a one-sentence explanation (§9), categories, evidence kinds with a hint of
 * what to upload, and the deadline countdown. A value the catalogue does not know is shown as it came.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { MantineColor } from '@mantine/core';
import { countdownParts, type DeadlineState } from './deadline';
import { cardSchemes, evidenceKinds, reasonCategories, reasonCodeOf, reasonKey } from './reason-codes';
import { disputeStatusColor, disputeStatuses } from './statuses';

export type DisputeLabelKind = 'status' | 'scheme' | 'category';

const known: Readonly<Record<DisputeLabelKind | 'evidence', ReadonlySet<string>>> = {
  status: new Set(disputeStatuses),
  scheme: new Set(cardSchemes),
  category: new Set(reasonCategories),
  evidence: new Set(evidenceKinds),
};

type T = TFunction<'disputes'>;
/** A key built at run time; only ever one the catalogues above know. */
const tr = (t: T, key: string): string => t(key) as string;

/** The label of `value` of `kind` (`disputes:status.won`...), or the value itself when the catalogue does not know it. */
export const disputeLabel = (t: T, kind: DisputeLabelKind, value: string): string => (known[kind].has(value) ? tr(t, `${kind}.${value}`) : value);

/** The title of a reason code ("Merchandise/Services Not Received"), or the code itself when unknown. */
export const reasonTitle = (t: T, scheme: string, code: string): string =>
  reasonCodeOf(scheme, code) ? tr(t, `reason.${reasonKey(scheme, code)}.title`) : code;

/** One sentence on what the cardholder or issuer claims; a generic sentence for an unknown code. */
export const reasonExplanation = (t: T, scheme: string, code: string): string =>
  reasonCodeOf(scheme, code) ? tr(t, `reason.${reasonKey(scheme, code)}.explanation`) : tr(t, 'reasonUnknown');

/** The name of an evidence kind ("Proof of delivery"), or the kind itself when unknown. */
export const evidenceName = (t: T, kind: string): string => (known.evidence.has(kind) ? tr(t, `evidence.${kind}.name`) : kind);

/** One line on what to upload for an evidence kind; empty for an unknown kind. */
export const evidenceHint = (t: T, kind: string): string => (known.evidence.has(kind) ? tr(t, `evidence.${kind}.hint`) : '');

/** "2 d 5 h left", "Due in 47 h 10 min" (under 48 h the hours are counted whole) or "Overdue". */
export function countdownLabel(t: T, deadline: DeadlineState): string {
  if (deadline.state === 'overdue') return t('countdown.overdue');
  const { days, hours, minutes } = countdownParts(deadline.msLeft);
  if (deadline.state === 'due-soon') return t('countdown.dueIn', { hours: days * 24 + hours, minutes });
  return t('countdown.left', { days, hours });
}

export interface DisputeLabels {
  status: (value: string) => string;
  statusColor: (status: string) => MantineColor;
  scheme: (value: string) => string;
  category: (value: string) => string;
  reasonTitle: (scheme: string, code: string) => string;
  reasonExplanation: (scheme: string, code: string) => string;
  evidenceName: (kind: string) => string;
  evidenceHint: (kind: string) => string;
  countdown: (deadline: DeadlineState) => string;
}

/** The label functions in the active language. */
export function useDisputeLabels(): DisputeLabels {
  const { t } = useTranslation('disputes');
  return useMemo(
    () => ({
      status: (value) => disputeLabel(t, 'status', value),
      statusColor: disputeStatusColor,
      scheme: (value) => disputeLabel(t, 'scheme', value),
      category: (value) => disputeLabel(t, 'category', value),
      reasonTitle: (scheme, code) => reasonTitle(t, scheme, code),
      reasonExplanation: (scheme, code) => reasonExplanation(t, scheme, code),
      evidenceName: (kind) => evidenceName(t, kind),
      evidenceHint: (kind) => evidenceHint(t, kind),
      countdown: (deadline) => countdownLabel(t, deadline),
    }),
    [t],
  );
}
