export { FileDownload } from './file-download';
