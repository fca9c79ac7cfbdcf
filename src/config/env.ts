import { z } from 'zod/mini';

const schema = z.object({
  apiUrl: z.string().check(z.minLength(1)),
  pusherKey: z.string(),
  pusherHost: z.string(),
  pusherCluster: z.string(),
  sandbox: z.boolean(),
});

export type AppConfig = z.infer<typeof schema>;

/** Validated runtime configuration, read once from Vite's env. */
export const config: AppConfig = schema.parse({
  apiUrl: import.meta.env.VITE_API_URL ?? '/api',
  pusherKey: import.meta.env.VITE_PUSHER_KEY ?? '',
  pusherHost: import.meta.env.VITE_PUSHER_HOST ?? '',
  pusherCluster: import.meta.env.VITE_PUSHER_CLUSTER ?? 'eu',
  sandbox: typeof __SANDBOX__ !== 'undefined' && __SANDBOX__,
});

export const brand = {
  name: 'Paytide',
  supportEmail: 'support@paytide.example',
  privacyUrl: 'https://paytide.example/legal/privacy',
  termsUrl: 'https://paytide.example/legal/terms',
  firstYear: 2025,
} as const;
