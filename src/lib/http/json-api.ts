import type { ApiError } from './failure';

export interface ResourceIdentifier {
  type: string;
  id: string;
}

export interface JsonApiResource<A = Record<string, unknown>> {
  type: string;
  id: string;
  attributes: A;
  relationships?: Record<string, { data: ResourceIdentifier | ResourceIdentifier[] | null }>;
}

export interface JsonApiDocument<D = unknown> {
  data: D;
  included?: JsonApiResource[];
  meta?: { page?: { total?: number }; [key: string]: unknown };
  errors?: ApiError[];
  headers?: Record<string, string>;
}

export const jsonApiContentType = 'application/vnd.api+json';

/** A JSON:API request body: `{data: {type, attributes, relationships?}}`. */
export function jsonApiBody<A extends object>(type: string, attributes: A, relationships?: Record<string, ResourceIdentifier | null>) {
  return {
    data: {
      type,
      attributes,
      ...(relationships && {
        relationships: Object.fromEntries(Object.entries(relationships).map(([name, data]) => [name, { data }])),
      }),
    },
  };
}
