/**
 * Download ids of mailbox files (`messages/getFileId`, then `GET files/{fileId}`): one per call,
 * for the session that asked, valid 5 minutes of sandbox time. Kept in this page's memory (like the
 * bytes themselves); `reset()` forgets them.
 */
import { now } from '../clock';
import { newId } from '../db/ids';

export const FILE_ID_TTL_MS = 5 * 60_000;

export interface IssuedFileId {
  id: string;
  attachmentId: string;
  sessionId: string;
  expiresAt: number;
}

const issued = new Map<string, IssuedFileId>();

/** Expired ids are still told apart from unknown ones (410, not 404) for this long. */
const REMEMBERED_MS = 60 * 60_000;

export function issueFileId(attachmentId: string, sessionId: string): IssuedFileId {
  for (const [id, entry] of issued) if (entry.expiresAt + REMEMBERED_MS < now()) issued.delete(id);
  const entry = { id: newId('fil'), attachmentId, sessionId, expiresAt: now() + FILE_ID_TTL_MS };
  issued.set(entry.id, entry);
  return entry;
}

export const fileIdEntry = (id: string) => issued.get(id);

export const forgetFileIds = () => issued.clear();
