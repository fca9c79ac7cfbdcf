import type { z } from 'zod/mini';
import { lazySchema, type Zod } from '@/lib/validation';
import type { NotificationSwitches } from '@/lib/contract/notification-kinds';

const preferencesSchema = (z: Zod) =>
  z.object({
    timezone: z._default(z.string(), 'utc'),
    layoutType: z._default(z.enum(['constrained', 'fluid']), 'constrained'),
    theme: z._default(z.enum(['auto', 'light', 'dark']), 'auto'),
    dateFormat: z._default(z.string(), 'dd.MM.yyyy'),
    language: z.optional(z.string()),
    /** The notification centre's kinds switched off (`false`); absent or any other kind: on (docs/notifications.md). */
    notifications: z.optional(z.record(z.string(), z.boolean())),
  });

const parseRawUser = lazySchema((z) =>
  z.object({
    id: z.string(),
    attributes: z.object({
      email: z.string(),
      name: z.nullish(z.string()),
      twoFaEnabled: z._default(z.boolean(), false),
      phone: z.nullish(z.string()),
      isTimezoneSet: z._default(z.boolean(), false),
      preferences: z._default(preferencesSchema(z), { timezone: 'utc', layoutType: 'constrained', theme: 'auto', dateFormat: 'dd.MM.yyyy' }),
    }),
  }),
);

export type Preferences = Omit<z.output<ReturnType<typeof preferencesSchema>>, 'notifications'> & { notifications?: NotificationSwitches };

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  twoFaEnabled: boolean;
  phone: string | null;
  isTimezoneSet: boolean;
  preferences: Preferences;
}

export async function parseUser(data: unknown): Promise<CurrentUser> {
  const { id, attributes } = await parseRawUser(data);
  return { id, ...attributes, name: attributes.name ?? '', phone: attributes.phone ?? null };
}
