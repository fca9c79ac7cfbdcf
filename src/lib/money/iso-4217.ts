/**
 * The minor unit (exponent) of every active ISO 4217 currency, as ISO publishes it (List One), owned
 * here instead of asked of the browser: `Intl` gives HUF, IDR, COP and others 0 decimals where ISO
 * says 2, and engines disagree, so an amount typed or shown through it could be off a hundredfold.
 * The client and the sandbox read this one table.
 *
 * Left out on purpose: codes whose minor unit ISO gives as "N.A." (XAU, XAG, XPD, XPT, XBA–XBD,
 * XDR, XSU, XUA, XTS, XXX): nobody is paid in them, so an amount in them is refused like any
 * unknown code. Kept while ISO still lists them during a changeover: ANG (→ XCG), CUC, SLL (→ SLE).
 * Update this list with each ISO amendment.
 */

const byMinorUnit: Record<0 | 2 | 3 | 4, string> = {
  0: 'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF',
  2: `AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BOV BRL BSD BTN BWP BYN BZD
      CAD CDF CHE CHF CHW CNY COP COU CRC CUC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL
      GHS GIP GMD GTQ GYD HKD HNL HTG HUF IDR ILS INR IRR JMD KES KGS KHR KPW KYD KZT LAK LBP LKR LRD
      LSL MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD PAB PEN
      PGK PHP PKR PLN QAR RON RSD RUB SAR SBD SCR SDG SEK SGD SHP SLE SLL SOS SRD SSP STN SVC SYP SZL
      THB TJS TMT TOP TRY TTD TWD TZS UAH USD USN UYU UZS VED VES WST XCD XCG YER ZAR ZMW ZWG`,
  3: 'BHD IQD JOD KWD LYD OMR TND',
  4: 'CLF UYW',
};

const minorUnits: ReadonlyMap<string, number> = new Map(
  Object.entries(byMinorUnit).flatMap(([unit, codes]) => codes.split(/\s+/).map((code) => [code, Number(unit)] as const)),
);

/** The most decimals any currency has (CLF, UYW): the bound for amounts typed without a currency. */
export const MAX_CURRENCY_EXPONENT = 4;

/** Every code of the table, sorted. */
export const knownCurrencies = (): string[] => [...minorUnits.keys()].sort();

/** True for an active ISO 4217 alphabetic code with a minor unit (upper case, as ISO writes it: 'EUR', not 'eur'). */
export const isKnownCurrency = (code: unknown): code is string => typeof code === 'string' && minorUnits.has(code);

/** Thrown by `currencyExponent` for a code the table does not have. */
export class UnknownCurrencyError extends Error {
  readonly currency: string;

  constructor(currency: string) {
    super(`Unknown currency ${JSON.stringify(currency)}: not an active ISO 4217 code with a minor unit`);
    this.name = 'UnknownCurrencyError';
    this.currency = currency;
  }
}

/**
 * The ISO 4217 minor unit of `currency`: 2 for EUR, HUF, IDR; 0 for JPY; 3 for KWD; 4 for CLF.
 * Throws `UnknownCurrencyError` for anything else: ask `isKnownCurrency` first where the code may be unknown.
 */
export function currencyExponent(currency: string): number {
  const exponent = minorUnits.get(currency);
  if (exponent === undefined) throw new UnknownCurrencyError(currency);
  return exponent;
}
