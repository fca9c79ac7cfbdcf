import { applyConfig } from '@/config/env';
import { showConfigProblems } from '@/config/config-problem-page';
import { fetchConfigFile, loadRuntimeConfig } from '@/config/load-runtime-config';

/**
 * Loads and checks `/config.json`, then starts the app; when it is missing or invalid, shows the
 * configuration page instead and loads nothing else. `startApp` imports the app's modules only
 * once the configuration is in place.
 */
export async function boot({
  startApp,
  root = document.getElementById('root')!,
  fetchFile = fetchConfigFile,
}: {
  startApp: () => Promise<void>;
  root?: HTMLElement;
  fetchFile?: typeof fetch;
}): Promise<boolean> {
  const loaded = await loadRuntimeConfig(__SANDBOX__, fetchFile);
  if (!loaded.ok) {
    // The texts need no configuration: the page speaks the reader's language like the app would.
    const { initI18n } = await import('@/lib/i18n');
    showConfigProblems(root, loaded.problems, (await initI18n()).t);
    return false;
  }
  applyConfig(loaded.config);
  await startApp();
  return true;
}
