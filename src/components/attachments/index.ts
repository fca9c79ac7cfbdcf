export { AttachmentPicker } from './attachment-picker';
export { useAttachmentUploads, type AttachmentUpload, type AttachmentUploads } from './use-attachment-uploads';
