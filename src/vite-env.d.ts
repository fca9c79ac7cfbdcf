/// <reference types="vite/client" />
declare const __SANDBOX__: boolean;

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_PUSHER_KEY?: string;
  readonly VITE_PUSHER_HOST?: string;
  readonly VITE_PUSHER_CLUSTER?: string;
  readonly VITE_PAY_ORIGIN?: string;
  readonly VITE_ERROR_REPORTING_DSN?: string;
  readonly VITE_ERROR_REPORTING_ENV?: string;
  readonly VITE_ERROR_REPORTING_SAMPLE_RATE?: string;
  readonly VITE_ANALYTICS_SCRIPT_URL?: string;
  readonly VITE_ANALYTICS_SITE_ID?: string;
}

interface Window {
  /** Set by the boot script (scripts/boot-script-plugin.ts): shows "could not load" with a Reload button. */
  __showStartFailure?: () => void;
  /** Set by the boot script in a build (scripts/start-loader.ts): settles once the app's stylesheet has loaded. */
  __appStyles?: Promise<unknown>;
}
