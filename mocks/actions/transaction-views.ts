import type { DefinedAction } from './define-action';

export const transactionViewsActions: DefinedAction[] = [];
