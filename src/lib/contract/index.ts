export {
  actionContract,
  actionContract as contract,
  actionNames,
  contractOf,
  endpointPaths,
  isActionName,
  parseAnswer,
  parseMeta,
  parsePayload,
  type ActionContract,
  type ActionData,
  type ActionEndpoint,
  type ActionMeta,
  type ActionName,
  type ActionParsedPayload,
  type ActionPayload,
} from './actions';
export { action, list, type ActionContractEntry, type Build, type ContractParser } from './define';
export {
  ContractViolation,
  isContractViolation,
  issuesToErrors,
  toPointer,
  validateWith,
  type ContractError,
  type ContractIssue,
  type ContractResult,
  type SafeParser,
} from './errors';
export { preloadContract } from './load-zod';
export { filterOperators, PAGE_SIZE_LIMIT, type FilterOperator } from './schemas';
