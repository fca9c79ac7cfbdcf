export { AttachmentPicker } from './attachment-picker';
export type { AttachmentUpload, AttachmentUploads } from './attachment-upload';
export { FilePickArea } from './file-pick-area';
