/**
 * Every secret format the product can make (tests only): each is fed through every path a report or
 * an analytics event takes, and none may survive. Formats: mocks/db/api-keys.ts (`newSecret`),
 * mocks/actions/webhook-endpoints.ts and mocks/webhooks/seed.ts (`whsec_`), mocks/secret-tickets.ts
 * (`tkt_`), mocks/sessions.ts (`sbx_`), mocks/invitations.ts (`inv-`), mocks/actions/users.ts (otpauth).
 */
export interface SecretSample {
  format: string;
  /** How it appears in free text: a message, a URL, a body quoted in a message. */
  text: string;
  /** What must not be found anywhere in what is sent. */
  leaks: readonly string[];
  /** The same secret as a field of structured data, when a field's name is what gives it away. */
  field?: Readonly<Record<string, unknown>>;
}

/** Ordinary text that every path keeps as it is: an amount, ids, a date, a name, numbers that are not cards. */
export const ORDINARY = 'Refund of 1 234,56 EUR for txn_8f2c01 (order 4242424242424241, trx_0001a1b2c3d4) on 2024-03-05 by Ann Smith, 12345678 minor units';

const JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c3JfMDEifQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';

export const SECRET_SAMPLES: readonly SecretSample[] = [
  { format: 'API secret, live', text: 'key sk_live_rxmBL9e3Te6hDBdoxtdM9ruEmwySArPI rejected', leaks: ['rxmBL9e3Te6hDBdoxtdM9ruEmwySArPI', 'sk_live_'] },
  { format: 'API secret, test', text: 'tried sk_test_rP3MQHaWILKwiO1dRSrCx3fa6Z5d6uN0 twice', leaks: ['rP3MQHaWILKwiO1dRSrCx3fa6Z5d6uN0', 'sk_test_'] },
  { format: 'webhook signing secret', text: 'signed with whsec_4scrzf4o5na7aasjipfetcdywr4yqcwa.', leaks: ['4scrzf4o5na7aasjipfetcdywr4yqcwa', 'whsec_'] },
  { format: 'webhook signing secret, seeded', text: '(whsec_73b0de46262a2c9379d4f04b64a74fb5)', leaks: ['73b0de46262a2c9379d4f04b64a74fb5'] },
  { format: 'secret ticket', text: 'reveal tkt_4ee990d8dae9dedbb2fed5cdd4c82df7 failed', leaks: ['4ee990d8dae9dedbb2fed5cdd4c82df7'] },
  {
    format: '`ticket` field',
    text: '{"data":{"type":"secret-reveals","attributes":{"ticket":"d41d8cd98f00b204"}}}',
    leaks: ['d41d8cd98f00b204'],
    field: { ticket: 'd41d8cd98f00b204' },
  },
  { format: '`secretTicket` field', text: "meta: { secretTicket: 'rvl-2f7a91e0' }", leaks: ['rvl-2f7a91e0'], field: { secretTicket: 'rvl-2f7a91e0' } },
  { format: '`ticket` query parameter', text: 'https://dash.example/developers?ticket=0b5e7c1d9a&tab=keys', leaks: ['0b5e7c1d9a'] },
  { format: 'access token', text: 'session sbx_f32c235c3a413d023558cef1ef474498 ended', leaks: ['f32c235c3a413d023558cef1ef474498'] },
  { format: 'bearer token', text: 'Authorization: Bearer 9f8e7d6c5b4a', leaks: ['9f8e7d6c5b4a'], field: { authorization: 'Bearer 9f8e7d6c5b4a' } },
  { format: 'JWT-like token', text: `id ${JWT}`, leaks: [JWT, 'dBjftJeZ4CVP', 'eyJzdWIiOiJ1c3JfMDEifQ'] },
  { format: 'opaque token', text: 'refresh aNDDE59myZozwqbO7WhG8teewsaiol3cY0u9ht7XD10 refused', leaks: ['aNDDE59myZozwqbO7WhG8teewsaiol3cY0u9ht7XD10'] },
  { format: 'invitation token', text: 'invitation inv-b372265c28ad51950d5a632a77c16a5b accepted', leaks: ['b372265c28ad51950d5a632a77c16a5b'] },
  { format: 'one-time code, JSON field', text: '{"twoFaCode":"481516"}', leaks: ['481516'], field: { twoFaCode: '481516' } },
  { format: 'one-time code, form field', text: 'code=902114&remember=1', leaks: ['902114'], field: { code: 902114 } },
  { format: 'one-time code, query', text: '/login/2fa?otp=735190', leaks: ['735190'] },
  {
    format: 'recovery codes',
    text: '{"recoveryCodes":["k7m2-p9x4","q3w8-z5r1"]}',
    leaks: ['k7m2-p9x4', 'q3w8-z5r1'],
    field: { recoveryCodes: ['k7m2-p9x4', 'q3w8-z5r1'] },
  },
  {
    format: 'authenticator setup address',
    text: 'otpauth://totp/Sandbox:ann%40shop.example?secret=JBSWY3DPEHPK3PXP&issuer=Sandbox',
    leaks: ['JBSWY3DPEHPK3PXP', 'ann%40shop.example'],
  },
  { format: 'password', text: "sign-in { email: 'x', password: 'correct-horse' }", leaks: ['correct-horse'], field: { password: 'correct-horse' } },
  { format: 'e-mail address', text: 'for ann.smith@shop.example', leaks: ['ann.smith', 'shop.example'] },
  { format: 'card number', text: 'card 4000056655665556', leaks: ['4000056655665556', '65556'] },
  { format: 'card number, spaces', text: 'card 4000 0566 5566 5556', leaks: ['0566 5566', '5556'] },
  { format: 'card number, dashes', text: 'card 5555-5555-5555-4444', leaks: ['5555-4444', '4444'] },
  { format: 'card number, Amex groups', text: 'card 3782 822463 10005', leaks: ['822463', '10005'] },
  { format: 'card number, as a number', text: 'pan 4242424242424242', leaks: ['4242424242424242'], field: { amountLike: 4242424242424242 } },
  { format: 'IBAN, capitals, grouped', text: 'to GB82 WEST 1234 5698 7654 32', leaks: ['WEST 1234', '7654 32'] },
  { format: 'IBAN, lower case', text: 'to de89370400440532013000', leaks: ['370400440532013000', 'de89'] },
  { format: 'IBAN, lower case, grouped', text: 'to fr14 2004 1010 0505 0001 3m02 606.', leaks: ['2004 1010', '3m02 606'] },
  { format: 'IBAN, mixed case', text: 'to Nl91AbNa0417164300', leaks: ['0417164300'] },
  { format: 'IBAN, mistyped check digits', text: 'to de00 3704 0044 0532 0130 00', leaks: ['3704 0044', '0130 00'] },
];
