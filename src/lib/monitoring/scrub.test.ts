import { REDACTED, scrub } from './scrub';
import { ORDINARY, SECRET_SAMPLES } from './testing/secret-samples';

describe('scrub', () => {
  it('hides bearer tokens, the Authorization header and fields named like secrets, keeping the rest', () => {
    const event = {
      message: 'Request failed with Authorization: Bearer eyJhbGciOi.payload.sig-_~+/==',
      request: { headers: { Authorization: 'Bearer abc.def', 'User-Agent': 'Chromium', Cookie: 'refresh=1' } },
      extra: {
        accessToken: 'at-123',
        refresh_token: 'rt-456',
        password: 'hunter22',
        clientSecret: 's',
        twoFaCode: '123456',
        cvc: '123',
        pan: '4111',
        cardNumber: '4111',
        status: 403,
      },
    };
    expect(scrub(event)).toEqual({
      message: 'Request failed with Authorization: Bearer [token]',
      request: { headers: { Authorization: REDACTED, 'User-Agent': 'Chromium', Cookie: REDACTED } },
      extra: {
        accessToken: REDACTED,
        refresh_token: REDACTED,
        password: REDACTED,
        clientSecret: REDACTED,
        twoFaCode: REDACTED,
        cvc: REDACTED,
        pan: REDACTED,
        cardNumber: REDACTED,
        status: 403,
      },
    });
  });

  it('keeps a numeric status `code` (a 403 is what the report is about) but hides a code that is text', () => {
    expect(scrub({ code: 403, detail: { code: '481516' } })).toEqual({ code: 403, detail: { code: REDACTED } });
  });

  it('replaces e-mail addresses anywhere in text, in keys too', () => {
    expect(scrub('No access for jane.doe+test@shop.example.co.uk (invited by Ops@Example.com).')).toBe('No access for [email] (invited by [email]).');
    expect(scrub({ 'owner@shop.example': 1 })).toEqual({ '[email]': 1 });
  });

  it('replaces Luhn-valid card numbers of 13 to 19 digits, with spaces or dashes, and leaves other numbers', () => {
    expect(scrub('card 4242 4242 4242 4242 declined')).toBe('card [card] declined');
    expect(scrub('card 5555-5555-5555-4444, amex 378282246310005, 19 digits 6221260000000000019')).toBe('card [card], amex [card], 19 digits [card]');
    expect(scrub('visa13 4222222222222')).toBe('visa13 [card]');
    // Not Luhn-valid, or too short: an amount, an order number.
    expect(scrub('order 4242424242424241 of 12345678 minor units')).toBe('order 4242424242424241 of 12345678 minor units');
  });

  it('replaces IBANs, grouped or not', () => {
    expect(scrub('pay to GB82 WEST 1234 5698 7654 32 or DE89370400440532013000.')).toBe('pay to [iban] or [iban].');
  });

  it('hides tokens and codes in URLs: query parameters and the one-time links', () => {
    expect(scrub('https://dash.example/confirm?token=abc123&lang=de#x')).toBe(`https://dash.example/confirm?token=${REDACTED}&lang=de#x`);
    expect(scrub('/login/2fa?code=123456&redirect=%2Fprojects')).toBe(`/login/2fa?code=${REDACTED}&redirect=%2Fprojects`);
    expect(scrub('GET https://api.example/files?access_token=zz failed')).toBe(`GET https://api.example/files?access_token=${REDACTED} failed`);
    expect(scrub('https://dash.example/reset/Zx81-token?x=1')).toBe('https://dash.example/reset/[token]?x=1');
    expect(scrub({ url: '/set-2fa/abcdef', from: '/confirm/q1w2e3' })).toEqual({ url: '/set-2fa/[token]', from: '/confirm/[token]' });
    expect(scrub('/projects/p_1/transactions?status=failed')).toBe('/projects/p_1/transactions?status=failed');
  });

  it('hides the given secrets wherever they appear, even without a telling name', () => {
    const token = 'opaque-session-token-777';
    expect(scrub({ note: `sent ${token} twice`, list: [token] }, { secrets: [token, null] })).toEqual({ note: 'sent [token] twice', list: ['[token]'] });
  });

  it('goes through nested objects, arrays and errors without changing the input, and survives cycles', () => {
    const cause = new Error('for ann@shop.example');
    const input: Record<string, unknown> = { level: [{ deeper: { email: 'x', text: ['mail bob@shop.example'] } }], error: cause };
    input.self = input;
    const out = scrub(input);
    expect(out.level).toEqual([{ deeper: { email: 'x', text: ['mail [email]'] } }]);
    expect(out.error).toBeInstanceOf(Error);
    expect((out.error as Error).message).toBe('for [email]');
    expect(out.self).toBe('[circular]');
    expect(cause.message).toBe('for ann@shop.example');
    expect(JSON.stringify(out)).not.toContain('@shop.example');
  });
});

describe('scrub: every secret format the product makes', () => {
  const leaked = (out: unknown, leaks: readonly string[]) => leaks.filter((leak) => JSON.stringify(out).includes(leak));

  it.each(SECRET_SAMPLES)('$format: gone from text, URLs (encoded too), fields and nested data; ordinary text kept', ({ text, leaks, field }) => {
    const message = `${ORDINARY}; ${text}`;
    const encoded = `https://dash.example/search/${encodeURIComponent(text)}?q=${encodeURIComponent(text)}&page=2`;
    const out = scrub({
      message,
      encoded,
      form: `/x?${new URLSearchParams({ q: text, n: '1' }).toString()}`,
      nested: { list: [{ deeper: text }], ...field },
      error: new Error(message),
    });
    expect(leaked(out, leaks)).toEqual([]);
    expect(leaked((out.error as Error).message, leaks)).toEqual([]);
    expect(out.message.startsWith(`${ORDINARY}; `)).toBe(true);
    expect(out.encoded.startsWith('https://dash.example/search/')).toBe(true);
  });

  it('names what was hidden, and keeps what is not a secret', () => {
    expect(scrub('sk_live_rxmBL9e3Te6hDBdoxtdM9ruEmwySArPI, prefix sk_test_4f9a…, whsec_k3v9, tkt_4ee990d8dae9')).toBe(
      '[secret], prefix [secret]…, [secret], [ticket]',
    );
    expect(scrub('Bearer [token] for sbx_f32c235c3a41 and inv-b372265c28ad51950d')).toBe('Bearer [token] for [token] and [token]');
    expect(scrub({ ticket: 'x', secretTicket: 'y', recovery_codes: ['a'], pin: '1234', iban: 'masked' })).toEqual({
      ticket: REDACTED,
      secretTicket: REDACTED,
      recovery_codes: REDACTED,
      pin: REDACTED,
      iban: REDACTED,
    });
    const ids = { event_id: 'be12345678904bcd9e0f1a2b3c4d5e6f', trace_id: 'de89370400440532013000aaaaaaaaaa', span_id: 'be71062004041000' };
    expect(scrub({ ...ids, requestReference: 'de123456-7890-4bcd-8ef0-1234567890ab', release: 'dashboard@2.14.0' })).toEqual({
      ...ids,
      requestReference: 'de123456-7890-4bcd-8ef0-1234567890ab',
      release: 'dashboard@2.14.0',
    });
  });

  it('reads a JSON or form body quoted in a message, escaped or not, keeping a status code', () => {
    expect(scrub('body {"code":481516,"status":403,"password":"p\\"w","note":"ok"}')).toBe(
      `body {"code":"${REDACTED}","status":403,"password":"${REDACTED}","note":"ok"}`,
    );
    expect(scrub('{"error":{"code":403}}')).toBe('{"error":{"code":403}}');
    expect(scrub('"{\\"ticket\\":\\"abc\\",\\"n\\":1}"')).toBe(`"{\\"ticket\\":\\"${REDACTED}\\",\\"n\\":1}"`);
    expect(scrub('password=hunter22&remember=1')).toBe(`password=${REDACTED}&remember=1`);
    expect(scrub('HTTP status code: 403, Authorization: Bearer x')).toBe('HTTP status code: 403, Authorization: Bearer [token]');
    expect(scrub({ code: 481516 })).toEqual({ code: REDACTED });
  });

  it('finds a card number behind a date or another number, and IBANs in any case without swallowing the next words', () => {
    expect(scrub('on 2024-01-15 4000 0566 5566 5556 declined')).not.toMatch(/5566|5556/);
    expect(scrub('4242424242424242 1 item')).toBe('[card] 1 item');
    expect(scrub('DE89 3704 0044 0532 0130 00 is the account, gb82west12345698765432 too')).toBe('[iban] is the account, [iban] too');
    expect(scrub('id12 is missing from the list of 2024')).toBe('id12 is missing from the list of 2024');
  });
});

describe('scrub: robustness', () => {
  it('hides text nested deeper than it reads, and a pathological input neither throws nor hangs', () => {
    const deep = encodeURIComponent(encodeURIComponent(encodeURIComponent(encodeURIComponent(encodeURIComponent('ann@shop.example')))));
    expect(scrub(`/search?q=${deep}`)).not.toContain('shop.example');
    expect(scrub('/seg==='.repeat(20_000)).length).toBeGreaterThan(0);
    expect(scrub(`${'4 '.repeat(5_000)}${'x'.repeat(50_000)}`)).toContain('x'.repeat(100));
  });
});
