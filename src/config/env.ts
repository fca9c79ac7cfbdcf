export interface AppConfig {
  apiUrl: string;
  pusherKey: string;
  pusherHost: string;
  pusherCluster: string;
  sandbox: boolean;
}

/** Checked by hand rather than with zod: this runs before the first paint of every page. */
export function readConfig(env: Record<string, string | boolean | undefined>, sandbox: boolean): AppConfig {
  const text = (name: string, fallback: string) => {
    const value = env[name] ?? fallback;
    if (typeof value !== 'string') throw new Error(`Configuration ${name} must be text`);
    return value;
  };
  const apiUrl = text('VITE_API_URL', '/api');
  if (!apiUrl) throw new Error('Configuration VITE_API_URL must not be empty');
  return {
    apiUrl,
    pusherKey: text('VITE_PUSHER_KEY', ''),
    pusherHost: text('VITE_PUSHER_HOST', ''),
    pusherCluster: text('VITE_PUSHER_CLUSTER', 'eu'),
    sandbox,
  };
}

/** Validated runtime configuration, read once from Vite's env. */
export const config: AppConfig = readConfig(import.meta.env, typeof __SANDBOX__ !== 'undefined' && __SANDBOX__);

export const brand = {
  name: 'Paytide',
  supportEmail: 'support@paytide.example',
  privacyUrl: 'https://paytide.example/legal/privacy',
  termsUrl: 'https://paytide.example/legal/terms',
  firstYear: 2025,
} as const;
