import type { AttachmentProblem } from '@/lib/contract/mailbox-rules';
import type { Failure } from '@/lib/http';

/** One file being attached to a message (the mailbox's uploads in ranges, `features/mailbox/attachments`). */
export interface AttachmentUpload {
  key: string;
  name: string;
  size: number;
  /** `refused`: checked out before any byte was sent; `failed`: the transfer or the allocation failed (retryable). */
  status: 'uploading' | 'uploaded' | 'refused' | 'failed' | 'removing';
  /** 0–100: bytes the server acknowledged. */
  progress: number;
  /** Why it is refused (`attachmentProblem` or `too-many`) or failed (the failure). */
  problem: AttachmentProblem | 'too-many' | null;
  failure: Failure | null;
  /** The server's id once allocated. */
  attachmentId: string | null;
}

/** The files attached to a message being written, and what the picker may do with them. */
export interface AttachmentUploads {
  items: AttachmentUpload[];
  /** The uploaded files' ids, to send with the message. */
  attachmentIds: string[];
  busy: boolean;
  hasProblems: boolean;
  add: (files: readonly File[]) => void;
  remove: (key: string) => Promise<void>;
  retry: (key: string) => void;
  reset: () => void;
}
