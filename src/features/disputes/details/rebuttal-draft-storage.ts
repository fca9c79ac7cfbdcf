/**
 * The written response as typed but not yet saved on the dispute, kept in this tab's sessionStorage
 * per user and dispute: it outlives a navigation, a reload or a failed save, and goes once the
 * dispute holds the same text.
 */
const storageKey = (userId: string, disputeId: string) => `paytide.rebuttal-draft.${userId}.${disputeId}`;

export function readRebuttalDraft(userId: string, disputeId: string): string | null {
  try {
    return sessionStorage.getItem(storageKey(userId, disputeId));
  } catch {
    return null;
  }
}

/** Keeps `text` as the unsaved copy; null forgets it. */
export function writeRebuttalDraft(userId: string, disputeId: string, text: string | null) {
  try {
    if (text === null) sessionStorage.removeItem(storageKey(userId, disputeId));
    else sessionStorage.setItem(storageKey(userId, disputeId), text);
  } catch {
    // Storage full or denied: the text still lives in the box and is saved to the dispute.
  }
}
