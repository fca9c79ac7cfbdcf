export { applyServerErrors, pointerField, type ApplyOptions, type ErrorTarget } from './apply-server-errors';
export { codeMessageKey, failureMessageKey, type MessageCatalogue } from './failure-message';
export { useFormFailure, type FormFailure, type FormFailureOptions } from './use-form-failure';
export { useFileDrop, useNoStrayFileDrops } from './use-file-drop';
