import { ACCOUNTS_READ, BALANCES_READ, WALLET_READ } from '@/lib/contract/money-permissions';
import { anyOf } from '@/lib/permissions';

/** Any right that reads one kind of statement: the settlement account's, a project's balance, the wallet's (docs/api/statements.md). */
export const STATEMENTS_PERMISSION = anyOf(ACCOUNTS_READ, BALANCES_READ, WALLET_READ);
