/** Payment links (owned by the payment-links work; seeded rows come from `seedPaymentLinks`). */
export interface PaymentLink {
  id: string;
  projectId: string;
  /** Integer minor units of `currency`. */
  amount: number;
  currency: string;
  description: string;
  status: 'active' | 'deactivated' | 'expired' | 'paid';
  expiresAt: string | null;
  reminderDays: number | null;
  createdAt: string;
}

export const seedPaymentLinks = (): PaymentLink[] => [];
