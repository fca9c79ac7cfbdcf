import type { FilterField } from '../types';

/** The status filter the frame's tests give their list of payments. */
export const paymentStatusFilter: FilterField = {
  type: 'multi-select',
  id: 'status',
  label: 'Status',
  options: [
    { value: 'paid', label: 'Paid' },
    { value: 'failed', label: 'Failed' },
  ],
};
