/**
 * A view's query: the list's URL search string without paging, plus the visible columns
 * (`columns=createdAt,amount,…`). Relative date presets stay names (`created=last-7-days`).
 */
const PAGING = ['page'];
const COLUMNS = 'columns';

export function viewQueryOf(search: URLSearchParams, columns: readonly string[]) {
  const params = new URLSearchParams(search);
  PAGING.forEach((key) => params.delete(key));
  params.set(COLUMNS, columns.join(','));
  return canonical(params);
}

/** Parameters sorted by name (values of a name kept in order): two spellings of one view compare equal. */
function canonical(params: URLSearchParams) {
  const entries = [...params.entries()].filter(([, value]) => value !== '');
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

/** The view the list shows now: same filters, search, sort and columns. */
export function isActiveView(viewQuery: string, current: URLSearchParams, columns: readonly string[]) {
  const view = new URLSearchParams(viewQuery);
  if (!view.has(COLUMNS)) view.set(COLUMNS, columns.join(','));
  PAGING.forEach((key) => view.delete(key));
  return canonical(view) === viewQueryOf(current, columns);
}

/** The address that opens a view: `/transactions?<query>`. */
export const viewPath = (listPath: string, query: string) => (query ? `${listPath}?${query}` : listPath);
