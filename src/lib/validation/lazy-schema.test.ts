import { config } from 'zod/mini';
import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  it('builds the schema once and parses with it', async () => {
    const build = vi.fn((z: Parameters<Parameters<typeof lazySchema>[0]>[0]) => z.object({ amount: z.int(), currency: z._default(z.string(), 'EUR') }));
    const parse = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    await expect(parse({ amount: 1250 })).resolves.toEqual({ amount: 1250, currency: 'EUR' });
    await expect(parse({ amount: 5, currency: 'JPY' })).resolves.toEqual({ amount: 5, currency: 'JPY' });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('rejects an answer that breaks the contract, naming the field', async () => {
    const parse = lazySchema((z) => z.object({ amount: z.int() }));
    await expect(parse({ amount: 12.5 })).rejects.toMatchObject({ issues: [expect.objectContaining({ path: ['amount'] })] });
  });
});

describe('zod under a strict Content-Security-Policy', () => {
  it('parses without ever constructing a Function (no eval, no probe for it)', async () => {
    const constructed: unknown[][] = [];
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      construct: (target, args) => {
        constructed.push(args);
        return Reflect.construct(target, args);
      },
    });
    try {
      const parse = lazySchema((z) => z.object({ id: z.string(), amount: z.object({ value: z.int() }) }));
      await expect(parse({ id: 'a', amount: { value: 1 } })).resolves.toEqual({ id: 'a', amount: { value: 1 } });
      await expect(parse({ id: 'b', amount: { value: 2 } })).resolves.toEqual({ id: 'b', amount: { value: 2 } });
    } finally {
      globalThis.Function = original;
    }
    expect(constructed).toEqual([]);
    expect(config().jitless).toBe(true);
  });
});
