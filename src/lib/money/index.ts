export * from './money';
export { currencyExponent, isKnownCurrency, knownCurrencies, MAX_CURRENCY_EXPONENT, UnknownCurrencyError } from './iso-4217';
export { MAX_MINOR_AMOUNT } from './limits';
export { compareDecimals, MAJOR_DECIMAL, minorBound, typedMajorDecimal, type MajorDecimalProblem } from './major-decimal';
export { convertMinor, isRate, rateFraction, RATE_PATTERN } from './exchange';
