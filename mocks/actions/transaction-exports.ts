import type { DefinedAction } from './define-action';

export const transactionExportsActions: DefinedAction[] = [];
