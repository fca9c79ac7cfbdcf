export { downloadFile, saveBlob, fileNameFromDisposition, cancelledFailure, type DownloadOptions, type DownloadProgress, type DownloadedFile } from './download-file';
export { useDownload, downloadPercent, type DownloadState } from './use-download';
