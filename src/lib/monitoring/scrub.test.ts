import { luhnValid, REDACTED, scrub } from './scrub';

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
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
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
