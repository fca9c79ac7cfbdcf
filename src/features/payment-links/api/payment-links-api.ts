import type { ListParams } from '@/components/list-page';
import { paymentLinkAnswer, type PaymentLinkStatus } from '@/lib/contract/payment-links';
import { featureApi } from '@/lib/api/base-api';
import { lazySchema } from '@/lib/validation';

export interface PaymentLink {
  id: string;
  amount: number;
  currency: string;
  description: string;
  status: PaymentLinkStatus;
  expiresAt: string | null;
  reminderDays: number | null;
  createdAt: string;
  projectId: string | null;
}

/** A project links may be made for; server-to-server ones are listed but refused. */
export interface LinkProject {
  id: string;
  name: string;
  serverToServer: boolean;
}

export interface PaymentLinksPage {
  links: PaymentLink[];
  projects: LinkProject[];
  total: number;
}

export interface NewPaymentLink {
  projectId: string;
  amount: number;
  currency: string;
  description: string;
  expiresAt: string | null;
  reminderDays: number | null;
}

export type PaymentLinksQuery = { resourceId: string } & Pick<ListParams, 'filters' | 'page' | 'pageSize' | 'sort'>;

const parseLink = lazySchema(paymentLinkAnswer);
const parseProjects = lazySchema((z) =>
  z.array(
    z.looseObject({ type: z.string(), id: z.string(), attributes: z.looseObject({ name: z._default(z.string(), ''), integration: z.optional(z.string()) }) }),
  ),
);

export async function toPaymentLink(raw: unknown): Promise<PaymentLink> {
  const { id, attributes: a, relationships } = await parseLink(raw);
  return {
    id,
    amount: a.amount,
    currency: a.currency,
    description: a.description,
    status: a.status,
    expiresAt: a.expiresAt ?? null,
    reminderDays: a.reminderDays ?? null,
    createdAt: a.createdAt,
    projectId: relationships?.project?.data?.id ?? null,
  };
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

const listPayload = ({ resourceId, filters, page, pageSize, sort }: PaymentLinksQuery) => ({
  resourceId,
  filter: { status: text(filters.status), projectId: text(filters.project) },
  page: { size: pageSize, number: page },
  ...(sort && { sort: `${sort.desc ? '-' : ''}${sort.id}` }),
});

/** The `payment-links/create` payload: what a creation intent stores and sends. */
export const createPayload = (link: NewPaymentLink) => ({
  data: {
    type: 'payment-links',
    attributes: { amount: link.amount, currency: link.currency, description: link.description, expiresAt: link.expiresAt, reminderDays: link.reminderDays },
    relationships: link.projectId ? { project: { data: { type: 'resources', id: link.projectId } } } : {},
  },
});

export const paymentLinksApi = featureApi(['PaymentLink']).injectEndpoints({
  endpoints: (build) => ({
    listPaymentLinks: build.query<PaymentLinksPage, PaymentLinksQuery>({
      query: (params) => ({ action: 'payment-links/list', payload: listPayload(params) }),
      transformResponse: async (answer: { data?: unknown; included?: unknown[]; meta?: { page?: { total?: number } } }) => {
        const links = await Promise.all(((answer.data ?? []) as unknown[]).map(toPaymentLink));
        const projects = (await parseProjects((answer.included ?? []).filter((item) => (item as { type?: string }).type === 'resources'))).map((p) => ({
          id: p.id,
          name: p.attributes.name,
          serverToServer: p.attributes.integration === 's2s',
        }));
        return { links, projects, total: answer.meta?.page?.total ?? links.length };
      },
      providesTags: (result) => [{ type: 'PaymentLink', id: 'LIST' }, ...(result?.links ?? []).map((link) => ({ type: 'PaymentLink' as const, id: link.id }))],
    }),
    /** `payment-links/get`: one link by id (a link opened by its URL, `?link=<id>`). */
    getPaymentLink: build.query<PaymentLink, string>({
      query: (id) => ({ action: 'payment-links/get', id, payload: { id } }),
      transformResponse: (answer: { data?: unknown }) => toPaymentLink(answer.data),
      providesTags: (_result, _error, id) => [{ type: 'PaymentLink', id }],
    }),
    deactivatePaymentLink: build.mutation<PaymentLink, string>({
      query: (id) => ({ action: 'payment-links/deactivate', id }),
      transformResponse: (answer: { data?: unknown }) => toPaymentLink(answer.data),
      invalidatesTags: (_result, _error, id) => [
        { type: 'PaymentLink', id },
        { type: 'PaymentLink', id: 'LIST' },
      ],
    }),
  }),
});

export const { useListPaymentLinksQuery, useGetPaymentLinkQuery, useDeactivatePaymentLinkMutation } = paymentLinksApi;
