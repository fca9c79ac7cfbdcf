import { postSignInNoticeLookup, postSignInReport } from '@/lib/http/direct-calls';
import { lazySchema } from '@/lib/validation';

/** Whether the link may still be used (docs/api/sign-in-notices.md). */
export type SignInNoticeStatus = 'open' | 'used' | 'expired';

/** The sign-in a "This wasn't me" link names: what the server says of it, shown as text only. */
export interface SignInNotice {
  userAgent: string;
  ip: string;
  place: string | null;
  at: string;
  expiresAt: string;
  status: SignInNoticeStatus;
}

const parseNotice = lazySchema((z) =>
  z.object({
    data: z.object({
      type: z.literal('sign-in-notices'),
      attributes: z.object({
        userAgent: z.string(),
        ip: z.string(),
        place: z.nullable(z.string()),
        at: z.string(),
        expiresAt: z.string(),
        status: z.enum(['open', 'used', 'expired']),
      }),
    }),
  }),
);

/** Reads the sign-in the link names (changes nothing; POST keeps the token out of URLs). `404 not-found`: no such link. */
export async function lookUpSignInNotice(token: string): Promise<SignInNotice> {
  const doc = await parseNotice(await postSignInNoticeLookup(token));
  const { userAgent, ip, place, at, expiresAt, status } = doc.data.attributes;
  return { userAgent, ip, place, at, expiresAt, status };
}

/** "This wasn't me": ends that session and requires a password reset. `410 token-used` / `410 token-expired`. */
export const reportSignIn = postSignInReport;
