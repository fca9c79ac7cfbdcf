/**
 * The mailbox's vocabularies and limits (docs/api/mailbox.md), apart from the contract so that the
 * route table, the sidebar and the upload checks can read them without loading the schemas.
 */

/**
 * Spec §3: a topic's status. `Pending`: support has written since the workspace last opened the
 * topic (counts as new, spec §9); `Open`: the conversation goes on (read); `Closed`: closed by the
 * merchant or by support, reopened with `topics/setStatus`.
 */
export const topicStatuses = ['Pending', 'Open', 'Closed'] as const;
export type TopicStatus = (typeof topicStatuses)[number];
export const NEW_TOPIC_STATUS: TopicStatus = 'Pending';

export const topicCategories = ['payments', 'refunds', 'disputes', 'payouts', 'integration', 'account', 'other'] as const;
export type TopicCategory = (typeof topicCategories)[number];

/** What a topic may be about: one transaction, dispute or payout of the workspace. */
export const topicRelatedTypes = ['transactions', 'disputes', 'payouts'] as const;
export type TopicRelatedType = (typeof topicRelatedTypes)[number];

/** `topics/list` scope: the workspace's own topics, or (`topics.supervisor`, an organization) its projects' too. */
export const topicScopes = ['workspace', 'organization'] as const;
export type TopicScope = (typeof topicScopes)[number];

/** Fields `topics/list` filters on (`search` matches the subject and the messages' text); sorts on `updatedAt` (default, newest first), `createdAt`, `subject`, `status`. */
export const topicFilterFields = ['status', 'category', 'relatedType', 'resourceId', 'search', 'id'] as const;

/** Spec §9: the new-issue count reads one page of this size of Pending topics. */
export const NEW_TOPICS_PAGE_SIZE = 200;

export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 10_000;
export const ATTACHMENTS_PER_MESSAGE_MAX = 10;
export const ATTACHMENT_NAME_MAX = 255;

/**
 * The file types a message may carry, by extension and declared type (documents, images, data
 * exports, e-mails). Never scripts, executables, HTML or SVG: support staff open these files.
 */
export const attachmentTypes: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/tiff': ['tif', 'tiff'],
  'text/plain': ['txt', 'log'],
  'text/csv': ['csv'],
  'application/json': ['json'],
  'application/xml': ['xml'],
  'text/xml': ['xml'],
  'message/rfc822': ['eml'],
  'application/zip': ['zip'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/msword': ['doc'],
};

/** `accept` for a file input: the extensions and types above. */
export const attachmentAccept = [
  ...new Set(
    Object.values(attachmentTypes)
      .flat()
      .map((extension) => `.${extension}`),
  ),
  ...Object.keys(attachmentTypes),
].join(',');

export type AttachmentProblem = 'empty' | 'too-large' | 'type' | 'name';

/**
 * Why a file cannot be attached, checked before any byte is sent; null when it can. An unknown
 * declared type (`''` or `application/octet-stream`, what browsers say when they do not know) is
 * judged by the extension alone.
 */
export function attachmentProblem(file: { name: string; size: number; type: string }, limit: number): AttachmentProblem | null {
  const name = file.name.trim();
  if (!name || name.length > ATTACHMENT_NAME_MAX) return 'name';
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  const known = Object.values(attachmentTypes).flat();
  if (!extension || !known.includes(extension)) return 'type';
  const declared = file.type.toLowerCase();
  if (declared && declared !== 'application/octet-stream' && !attachmentTypes[declared]?.includes(extension)) return 'type';
  if (file.size <= 0) return 'empty';
  if (file.size > limit) return 'too-large';
  return null;
}

/** Codes the mailbox answers besides the common ones. */
export const mailboxErrorCodes = [
  'topic-closed',
  'related-not-found',
  'attachment-not-found',
  'attachment-not-uploaded',
  'attachment-in-use',
  'file-too-large',
  'file-type',
  'upload-range',
  'upload-expired',
  'file-expired',
] as const;
