/**
 * Where an address is, for the access-token list's `location` (a real backend would ask a GeoIP
 * database): the sandbox knows the documentation addresses its seeded devices use. Unknown: null.
 */
const places: Readonly<Record<string, string>> = {
  '203.0.113.24': 'Riga, Latvia',
  '198.51.100.7': 'London, United Kingdom',
  '192.0.2.45': 'Tallinn, Estonia',
  '203.0.113.80': 'Berlin, Germany',
  '198.51.100.32': 'Kyiv, Ukraine',
};

export const placeOf = (ip: string | null | undefined): string | null => (ip ? (places[ip] ?? null) : null);
