export {
  downloadFile,
  saveBlob,
  fileNameFromDisposition,
  cancelledFailure,
  type DownloadOptions,
  type DownloadProgress,
  type DownloadedFile,
} from './download-file';
export { useDownload, downloadPercent, type Download, type DownloadState } from './use-download';
export { safeFileName, attachmentDisposition, DEFAULT_FILE_NAME, FILE_NAME_MAX_BYTES } from './safe-file-name';
