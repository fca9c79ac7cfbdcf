import { parseRuntimeConfig, type ConfigCheck } from './runtime-config';

export const CONFIG_URL = '/config.json';

declare global {
  interface Window {
    /** The request for config.json the boot script started before the bundle arrived (scripts/boot-script-plugin.ts). */
    __configRequest?: Promise<Response>;
  }
}

/** `fetch`, answered the first time by the boot script's request when there is one (same URL and options). */
export const fetchConfigFile: typeof fetch = (input, init) => {
  const early = window.__configRequest;
  window.__configRequest = undefined;
  return early ?? fetch(input, init);
};

/**
 * Fetches and checks the deployment's `/config.json`, never from a cache: a changed file applies at
 * the next page load, without a rebuild.
 */
export async function loadRuntimeConfig(sandbox: boolean, fetchFile: typeof fetch = fetchConfigFile): Promise<ConfigCheck> {
  let response: Response;
  try {
    response = await fetchFile(CONFIG_URL, { cache: 'no-store', credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch {
    return { ok: false, problems: [`${CONFIG_URL} could not be fetched (network error)`] };
  }
  if (!response.ok)
    return { ok: false, problems: [`${CONFIG_URL} could not be loaded: HTTP ${response.status}${response.status === 404 ? ' (not found)' : ''}`] };
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    // A server whose SPA fallback answers a missing file with index.html lands here.
    return { ok: false, problems: [`${CONFIG_URL} is not valid JSON (is the file missing, and the page served in its place?)`] };
  }
  return parseRuntimeConfig(json, sandbox);
}
