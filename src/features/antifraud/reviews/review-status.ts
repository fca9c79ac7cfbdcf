import type { MantineColor } from '@mantine/core';
import type { ReviewStatus } from '@/lib/contract/antifraud';

/** One colour per review status: open waits on someone (orange), approved went through, the others stopped it. */
export const reviewStatusColor: Readonly<Record<ReviewStatus, MantineColor>> = {
  open: 'orange',
  approved: 'green',
  'refunded-as-fraud': 'red',
  cancelled: 'gray',
};
