export { ExportDialog } from './export-dialog';
export type { ExportRequest } from './exports-api';
