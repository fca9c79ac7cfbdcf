import { toFailure, type Failure } from '@/lib/http';
import { getPublicLink as readPublicLink, postPublicLinkPayment } from '@/lib/http/direct-calls';
import { lazySchema } from '@/lib/validation';

/** What a payer sees of a link. */
export interface PublicLink {
  id: string;
  merchantName: string;
  projectName: string;
  amount: number;
  currency: string;
  description: string;
  expiresAt: string | null;
}

export interface TestCard {
  cardNumber: string;
  expiry: string;
  cvc: string;
  cardholderName: string;
  email: string;
}

const parsePublicLink = lazySchema((z) =>
  z.looseObject({
    id: z.string(),
    attributes: z.looseObject({
      merchantName: z._default(z.string(), ''),
      projectName: z._default(z.string(), ''),
      amount: z.int(),
      currency: z.string(),
      description: z._default(z.nullable(z.string()), ''),
      expiresAt: z.nullish(z.string()),
    }),
  }),
);

/** 404 (unknown) and 410 (deactivated, expired, paid) both mean: not available. */
export const isNotAvailable = (failure: Failure) => failure.code === 404 || failure.code === 410;

export async function getPublicLink(id: string): Promise<PublicLink> {
  const doc = await readPublicLink(id);
  const { attributes: a } = await parsePublicLink(doc.data);
  return {
    id,
    merchantName: a.merchantName,
    projectName: a.projectName,
    amount: a.amount,
    currency: a.currency,
    description: a.description ?? '',
    expiresAt: a.expiresAt ?? null,
  };
}

/** Pays the link with a sandbox test card; rejects with a Failure (field errors point at the card's fields). */
export async function payPublicLink(id: string, card: TestCard): Promise<void> {
  try {
    await postPublicLinkPayment(id, { ...card });
  } catch (error) {
    throw toFailure(error);
  }
}
