export { MoneyActionButtons } from './money-action-buttons';
export { moneyActions, type MoneyActionKind, type MoneyTarget } from './money-action';
