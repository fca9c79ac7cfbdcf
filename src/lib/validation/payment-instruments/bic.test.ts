// @vitest-environment node
import { validateBic } from '.';

describe('BIC', () => {
  it.each([
    ['DEUTDEFF', 'DEUTDEFF'],
    ['DEUTDEFF500', 'DEUTDEFF500'],
    ['NWBKGB2L', 'NWBKGB2L'],
    ['BNPAFRPPXXX', 'BNPAFRPPXXX'],
    ['HABALV22', 'HABALV22'],
    ['HABAEE2X', 'HABAEE2X'],
    ['PBANUA2X', 'PBANUA2X'],
    ['NBADAEAA', 'NBADAEAA'],
    ['raifxkpr', 'RAIFXKPR'],
    [' cobadeff 600 ', 'COBADEFF600'],
  ])('accepts %s as %s', (input, bic) => {
    expect(validateBic(input)).toEqual({ ok: true, value: bic });
  });

  it.each([
    ['DEUTDEF', 'too short'],
    ['DEUTDEFF5', '9 characters'],
    ['DEUTDEFF50', '10 characters'],
    ['DEUTDEFF5000', '12 characters'],
    ['DEU1DEFF', 'a digit in the institution code'],
    ['DEUTD3FF', 'a digit in the country'],
    ['DEUTZZFF', 'country ZZ does not exist'],
    ['DEUTUKFF', 'UK is not the ISO code (GB is)'],
    ['DEUT-DEFF', 'punctuation'],
    ['DEUTDEFF_XX', 'underscore'],
  ])('refuses %s (%s)', (input) => {
    expect(validateBic(input)).toEqual({ ok: false, code: 'invalid-bic' });
  });

  it('says an empty BIC is required', () => {
    expect(validateBic('')).toEqual({ ok: false, code: 'required' });
    expect(validateBic(null)).toEqual({ ok: false, code: 'required' });
  });
});
