import type { DefinedAction } from './define-action';

export const paymentLinkActions: DefinedAction[] = [];
