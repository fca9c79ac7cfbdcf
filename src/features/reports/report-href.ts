/** The details page of a report. */
export const reportHref = (id: string) => `/reports/${encodeURIComponent(id)}`;
