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
