import type { AppConfig } from './runtime-config';

export type { AppConfig } from './runtime-config';

/**
 * The deployment's configuration, filled once at boot from `/config.json` (src/app/boot.ts) before
 * the app's modules load: read it when it is needed, never at module load.
 */
export const config = {} as AppConfig;

export function applyConfig(next: AppConfig) {
  Object.assign(config, structuredClone(next));
}

export const brand = {
  name: 'Paytide',
  supportEmail: 'support@paytide.example',
  privacyUrl: 'https://paytide.example/legal/privacy',
  termsUrl: 'https://paytide.example/legal/terms',
  firstYear: 2025,
} as const;
