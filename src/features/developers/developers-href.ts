export const DEVELOPERS_PATH = '/developers';
export const REQUEST_LOG_PATH = '/developers/requests';

/** A logged call's page. */
export const apiRequestHref = (id: string) => `${REQUEST_LOG_PATH}/${encodeURIComponent(id)}`;
/** The log filtered (`status=5xx`, `key=…`): URL parameters of the list frame. */
export const requestLogHref = (params: Record<string, string> = {}) => {
  const query = new URLSearchParams(params).toString();
  return query ? `${REQUEST_LOG_PATH}?${query}` : REQUEST_LOG_PATH;
};
