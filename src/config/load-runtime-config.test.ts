import { fetchConfigFile } from './load-runtime-config';

describe('fetchConfigFile: the boot script asks for config.json while the bundle downloads', () => {
  afterEach(() => {
    window.__configRequest = undefined;
    vi.unstubAllGlobals();
  });

  it('answers the first call with the request the boot script started, and later calls with a new request', async () => {
    const early = new Response('{"from":"boot script"}');
    window.__configRequest = Promise.resolve(early);
    const fetchSpy = vi.fn(async () => new Response('{"from":"fetch"}'));
    vi.stubGlobal('fetch', fetchSpy);

    expect(await fetchConfigFile('/config.json', { cache: 'no-store' })).toBe(early);
    expect(fetchSpy).not.toHaveBeenCalled();

    expect(await (await fetchConfigFile('/config.json', { cache: 'no-store' })).json()).toEqual({ from: 'fetch' });
    expect(fetchSpy).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });

  it('passes on a failure of the early request, so that the configuration page says the file could not be fetched', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    window.__configRequest = failed;
    await expect(fetchConfigFile('/config.json')).rejects.toThrow('Failed to fetch');
  });
});
