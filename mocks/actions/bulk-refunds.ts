import type { DefinedAction } from './define-action';

export const bulkRefundsActions: DefinedAction[] = [];
