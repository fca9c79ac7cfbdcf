import { featureApi } from '@/lib/api/base-api';
import { contractOf } from '@/lib/contract';
import { staffChangeAction, type StaffAuditAnswer, type StaffChange, type StaffUserAnswer, type StaffUserDetails } from '@/lib/contract/staff';

/** A user as staff read them: the answer's attributes with the id. */
export type StaffUser = StaffUserAnswer['attributes'] & { id: string };
export type StaffUserFull = StaffUserDetails['attributes'] & { id: string };
export type StaffAuditEntry = StaffAuditAnswer['attributes'] & { id: string };

export interface StaffListFilter {
  field: string;
  operator: 'eq' | 'in' | 'contains' | 'gte' | 'lte';
  value: string | string[];
}

export interface StaffListArgs {
  filters: StaffListFilter[];
  sort: string;
  page: number;
  pageSize: number;
}

export interface StaffPage<T> {
  rows: T[];
  total: number;
}

/** What a change sends besides the user: the reason, and until when (suspend) or which invitation (resend). */
export interface StaffChangeArgs {
  userId: string;
  change: StaffChange;
  reason: string;
  until?: string;
  invitationId?: string;
}

type Answer = { data?: unknown; meta?: { page?: { total?: number } } };
const flat = <A extends { id: string; attributes: object }>(answer: A) => ({ ...answer.attributes, id: answer.id }) as A['attributes'] & { id: string };
const listPayload = ({ filters, sort, page, pageSize }: StaffListArgs) => ({ filters, sort, page: { size: pageSize, number: page } });

export const staffApi = featureApi(['StaffUser', 'StaffAudit']).injectEndpoints({
  endpoints: (build) => ({
    listStaffUsers: build.query<StaffPage<StaffUser>, StaffListArgs>({
      query: (args) => ({ action: 'staff-users/list', payload: listPayload(args) }),
      transformResponse: async (answer: Answer) => {
        const rows = (await contractOf('staff-users/list').answer(answer.data ?? [])).map(flat);
        return { rows, total: answer.meta?.page?.total ?? rows.length };
      },
      providesTags: [{ type: 'StaffUser', id: 'LIST' }],
    }),
    getStaffUser: build.query<StaffUserFull, string>({
      query: (id) => ({ action: 'staff-users/get', id }),
      transformResponse: async (answer: Answer) => flat(await contractOf('staff-users/get').answer(answer.data)),
      providesTags: (_result, _error, id) => [{ type: 'StaffUser', id }],
    }),
    changeStaffUser: build.mutation<StaffUser, StaffChangeArgs>({
      query: ({ userId, change, reason, until, invitationId }) => ({
        action: staffChangeAction(change),
        id: userId,
        payload: { data: { type: 'staff-users', attributes: { reason, ...(until && { until }), ...(invitationId && { invitationId }) } } },
      }),
      transformResponse: async (answer: Answer) => flat(await contractOf('staff-users/block').answer(answer.data)),
      invalidatesTags: (_result, _error, { userId }) => [
        { type: 'StaffUser', id: userId },
        { type: 'StaffUser', id: 'LIST' },
        { type: 'StaffAudit', id: 'LIST' },
      ],
    }),
    listStaffAudit: build.query<StaffPage<StaffAuditEntry>, StaffListArgs>({
      query: (args) => ({ action: 'staff-audit/list', payload: listPayload(args) }),
      transformResponse: async (answer: Answer) => {
        const rows = (await contractOf('staff-audit/list').answer(answer.data ?? [])).map(flat);
        return { rows, total: answer.meta?.page?.total ?? rows.length };
      },
      providesTags: [{ type: 'StaffAudit', id: 'LIST' }],
    }),
  }),
});

export const { useListStaffUsersQuery, useGetStaffUserQuery, useChangeStaffUserMutation, useListStaffAuditQuery } = staffApi;
