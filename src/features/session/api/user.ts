import { z } from 'zod';

export const preferencesSchema = z.object({
  timezone: z.string().default('utc'),
  layoutType: z.enum(['constrained', 'fluid']).default('constrained'),
  theme: z.enum(['auto', 'light', 'dark']).default('auto'),
  dateFormat: z.string().default('dd.MM.yyyy'),
  language: z.string().optional(),
});

export const userSchema = z.object({
  id: z.string(),
  attributes: z.object({
    email: z.string(),
    name: z.string().nullish(),
    twoFaEnabled: z.boolean().default(false),
    phone: z.string().nullish(),
    isTimezoneSet: z.boolean().default(false),
    preferences: preferencesSchema.default({ timezone: 'utc', layoutType: 'constrained', theme: 'auto', dateFormat: 'dd.MM.yyyy' }),
  }),
});

export type Preferences = z.infer<typeof preferencesSchema>;

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  twoFaEnabled: boolean;
  phone: string | null;
  isTimezoneSet: boolean;
  preferences: Preferences;
}

export function parseUser(data: unknown): CurrentUser {
  const { id, attributes } = userSchema.parse(data);
  return { id, ...attributes, name: attributes.name ?? '', phone: attributes.phone ?? null };
}
