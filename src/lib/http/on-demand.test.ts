import { onDemand } from './on-demand';

describe('onDemand', () => {
  it('loads once, on the first call, and shares the result', async () => {
    const load = vi.fn(async () => ({ ready: true }));
    const get = onDemand(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([get(), get()]);
    expect(first).toBe(second);
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a load that fails is a retryable network failure, and the next call loads again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('loaded');
    const get = onDemand(load);
    await expect(get()).rejects.toEqual({ code: 'network', message: 'Network Error', errors: [], retryable: true });
    await expect(get()).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
