export { AttachmentPicker } from './attachment-picker';
export { useAttachmentUploads, type AttachmentUpload, type AttachmentUploads } from './use-attachment-uploads';
export { FilePickArea } from './file-pick-area';
