export { ListPage, type ListPageProps } from './list-page';
export { ListFrame, type ListFrameProps } from './list-frame';
export { ListTable, type ListTableProps } from './list-table';
export { useListParams, type ListController } from './use-list-params';
export { parseListParams, writeListParams, isActiveValue } from './list-params';
export { queryClientList, useClientList, type ClientListSpec } from './client-list';
export { columnsStorageKey } from './use-column-visibility';
export type * from './types';
export { queryState } from './query-state';
