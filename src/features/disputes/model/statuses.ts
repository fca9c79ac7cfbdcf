/** The dispute statuses of spec §4, with the badge colour of each. */
import type { MantineColor } from '@mantine/core';
import { disputeStatuses, type DisputeStatus } from '@/lib/contract/disputes';

export { disputeStatuses, type DisputeStatus };

export const isDisputeStatus = (value: unknown): value is DisputeStatus => typeof value === 'string' && (disputeStatuses as readonly string[]).includes(value);

/** Orange waits for the merchant, blue for someone else, green won, red lost, grey closed without a fight. */
export const disputeStatusColors: Readonly<Record<DisputeStatus, MantineColor>> = {
  'action-required': 'orange',
  confirmed: 'indigo',
  ignored: 'gray',
  lost: 'red',
  'merchant-action-required': 'orange',
  new: 'grape',
  pending: 'blue',
  won: 'green',
};

export const disputeStatusColor = (status: string): MantineColor => (isDisputeStatus(status) ? disputeStatusColors[status] : 'gray');
