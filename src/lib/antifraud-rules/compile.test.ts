// @vitest-environment node
import { compileRule, MAX_NESTING, MAX_RULE_LENGTH, type RuleProblem } from '.';
import { at, compiled, listRefs, problems } from './test-helpers';

/** The single problem of `source`, with the text it points at. */
function only(source: string) {
  const found = problems(source);
  expect(found, JSON.stringify(found)).toHaveLength(1);
  const [problem] = found;
  return { ...problem, text: at(source, problem) };
}

describe('compileRule: well-formed rules', () => {
  it.each([
    ':amount: > EUR 500.00',
    ':amount: >= JPY 10000',
    ':amount: < KWD 1.500',
    ':amount_in_eur: >= 500',
    ':amount_in_eur: >= 500.5',
    ":risk_score: >= 80 and :risk_level: = 'highest'",
    ":card_country: in ('US', 'CA') or not :ip_country: = 'DE'",
    ':card_country: not in @blocked_card_countries',
    ':email: in @blocked_emails',
    ":email_domain: = 'Example.COM'",
    ':ip_address: in @blocked_ip_ranges',
    ':ip_address: in @blocked_ips',
    ":card_bin: = '42424242'",
    ':card_fingerprint: in @blocked_cards',
    ':customer_id: not in @allowed_customers',
    ":currency: in ('EUR', 'JPY')",
    ":payment_method: != 'card'",
    ":card_brand: = 'it\\'s'",
    ':payments_per_card_1h: > 3 and :payments_per_card_24h: > 10 and :payments_per_email_24h: > 5 and :payments_per_ip_1h: > 5 and :declines_per_card_24h: >= 2',
    '((:risk_score: > 50))',
    ':risk_score: in (10, 20, 30)',
    ':amount: in (EUR 5.00, USD 10)',
  ])('compiles %s', (source) => {
    expect(compileRule(source, listRefs).ok).toBe(true);
  });

  it('reads keywords in any case', () => {
    expect(compileRule(":risk_score: > 1 AND NOT :card_country: IN ('US') Or :card_country: NoT iN @blocked_card_countries", listRefs).ok).toBe(true);
  });

  it('names the attributes and lists it uses, each once, in order', () => {
    const rule = compiled(':email: in @blocked_emails or (:risk_score: > 5 and :email: not in @blocked_emails) or :ip_address: in @blocked_ip_ranges');
    expect(rule.attributes).toEqual(['email', 'risk_score', 'ip_address']);
    expect(rule.lists).toEqual(['blocked_emails', 'blocked_ip_ranges']);
    expect(rule.source).toContain('@blocked_emails');
  });

  it('accepts list aliases given with their @', () => {
    expect(compileRule(':email: in @vip', [{ alias: '@vip', kind: 'email' }]).ok).toBe(true);
  });
});

describe('compileRule: problems at their exact place', () => {
  it('empty: nothing but spaces', () => {
    expect(problems('')).toEqual([{ from: 0, to: 0, code: 'empty', params: {} }]);
    expect(problems(' \n\t ')).toEqual([{ from: 0, to: 4, code: 'empty', params: {} }]);
  });

  it('syntax: the token found, or end', () => {
    expect(only(':risk_score: > ')).toMatchObject({ code: 'syntax', from: 15, to: 15, params: { found: 'end' } });
    expect(only(":risk_score: > 5 :email: = 'x@y.com'")).toMatchObject({ code: 'syntax', text: ':email:', params: { found: ':email:' } });
    expect(only(':currency: = EUR and :risk_score: > 1')).toMatchObject({ code: 'syntax', text: 'and', params: { found: 'and' } });
    expect(only(':risk_score: > 5 andalso :risk_score: < 9')).toMatchObject({ code: 'syntax', text: 'andalso', params: { found: 'andalso' } });
    expect(only('risk_score > 5')).toMatchObject({ code: 'syntax', from: 0, params: { found: 'risk_score' } });
    expect(only(':risk_score: == 5')).toMatchObject({ code: 'syntax', text: '=', params: { found: '=' } });
    expect(only(':card_country: in ()')).toMatchObject({ code: 'syntax', text: ')', params: { found: ')' } });
    // An unclosed string: its quote is what does not fit.
    expect(only(":card_country: = 'US")).toMatchObject({ code: 'syntax', from: 17, to: 18, params: { found: "'" } });
  });

  it('unbalanced: an unclosed ( (the innermost) or an extra )', () => {
    expect(only('(:risk_score: > 5')).toMatchObject({ code: 'unbalanced', from: 0, to: 1, params: { bracket: '(' } });
    expect(only('((:risk_score: > 5) and (:risk_score: < 9')).toMatchObject({ code: 'unbalanced', from: 24, to: 25, params: { bracket: '(' } });
    expect(only(':risk_score: > 5)')).toMatchObject({ code: 'unbalanced', from: 16, to: 17, params: { bracket: ')' } });
    expect(only(')(')).toMatchObject({ code: 'unbalanced', from: 0, to: 1, params: { bracket: ')' } });
    expect(only(":card_country: in ('US', 'CA'")).toMatchObject({ code: 'unbalanced', from: 18, to: 19 });
  });

  it('nesting: brackets deeper than the limit, at the first one too deep', () => {
    const depth = MAX_NESTING + 1;
    const source = `${'('.repeat(depth)}:risk_score: > 1${')'.repeat(depth)}`;
    expect(only(source)).toMatchObject({ code: 'nesting', from: MAX_NESTING, to: MAX_NESTING + 1, params: { max: MAX_NESTING } });
    expect(compileRule(`${'('.repeat(MAX_NESTING)}:risk_score: > 1${')'.repeat(MAX_NESTING)}`, listRefs).ok).toBe(true);
  });

  it('unknown-attribute: the name as written, with the closest attribute', () => {
    expect(only(':amout: > EUR 5')).toEqual({
      from: 0,
      to: 7,
      text: ':amout:',
      code: 'unknown-attribute',
      params: { name: ':amout:', suggestion: ':amount:' },
    });
    expect(only(":risk_score: > 5 or :Card_Country: = 'US'")).toMatchObject({ text: ':Card_Country:', params: { suggestion: ':card_country:' } });
    expect(only(':velocity: > 5')).toEqual({ from: 0, to: 10, text: ':velocity:', code: 'unknown-attribute', params: { name: ':velocity:' } });
  });

  it('unknown-list: the alias as written, with the closest list', () => {
    const source = ':email: in @blocked_email';
    expect(only(source)).toEqual({
      from: 11,
      to: 25,
      text: '@blocked_email',
      code: 'unknown-list',
      params: { name: '@blocked_email', suggestion: '@blocked_emails' },
    });
    expect(only(':email: not in @nothing_like_it')).toEqual(expect.objectContaining({ code: 'unknown-list', params: { name: '@nothing_like_it' } }));
  });

  it('list-kind: a list of another kind than the attribute', () => {
    expect(only(':card_country: in @blocked_emails')).toMatchObject({
      code: 'list-kind',
      text: '@blocked_emails',
      params: { list: '@blocked_emails', kind: 'email', attribute: ':card_country:' },
    });
    expect(only(':ip_country: in @blocked_card_countries')).toMatchObject({ code: 'list-kind', params: { kind: 'card-country', attribute: ':ip_country:' } });
    expect(only(':risk_score: in @blocked_ips')).toMatchObject({ code: 'list-kind', params: { attribute: ':risk_score:' } });
  });

  it('type: the literal, with the type the attribute wants', () => {
    expect(only(":amount: > 'x'")).toEqual({ from: 11, to: 14, text: "'x'", code: 'type', params: { attribute: ':amount:', expected: 'money' } });
    expect(only(':amount: > 500')).toMatchObject({ text: '500', params: { expected: 'money' } });
    expect(only(':amount_in_eur: > EUR 500')).toMatchObject({ text: 'EUR 500', params: { attribute: ':amount_in_eur:', expected: 'decimal' } });
    expect(only(":risk_score: > '80'")).toMatchObject({ text: "'80'", params: { expected: 'number' } });
    expect(only(':card_country: = 12')).toMatchObject({ text: '12', params: { expected: 'text' } });
    expect(only(":card_country: in ('US', 5)")).toMatchObject({ text: '5', params: { expected: 'text' } });
  });

  it('currency: an unknown currency code', () => {
    expect(only(':amount: > XYZ 5')).toEqual({ from: 11, to: 14, text: 'XYZ', code: 'currency', params: { currency: 'XYZ' } });
    expect(only(':amount: > eur 5')).toMatchObject({ code: 'currency', params: { currency: 'eur' } });
    expect(only(":currency: = 'EURO'")).toMatchObject({ code: 'currency', text: "'EURO'", params: { currency: 'EURO' } });
  });

  it('decimals: more decimals than the currency has', () => {
    expect(only(':amount: > KWD 1.5001')).toEqual({ from: 15, to: 21, text: '1.5001', code: 'decimals', params: { currency: 'KWD', max: 3 } });
    expect(only(':amount: > JPY 100.5')).toMatchObject({ text: '100.5', params: { currency: 'JPY', max: 0 } });
    expect(only(':amount: > EUR 1.001')).toMatchObject({ params: { currency: 'EUR', max: 2 } });
    expect(only(':amount_in_eur: >= 500.001')).toEqual({ from: 19, to: 26, text: '500.001', code: 'decimals', params: { currency: 'EUR', max: 2 } });
  });

  it('operator: an ordering operator on text', () => {
    expect(only(":risk_level: < 'highest'")).toEqual({ from: 13, to: 14, text: '<', code: 'operator', params: { operator: '<', attribute: ':risk_level:' } });
    expect(only(":email: >= 'a@b.co'")).toMatchObject({ text: '>=', params: { operator: '>=' } });
  });

  it('value: a literal the attribute never has', () => {
    expect(only(':risk_score: > 150')).toEqual({ from: 15, to: 18, text: '150', code: 'value', params: { attribute: ':risk_score:', value: '150' } });
    expect(only(':risk_score: > 50.5')).toMatchObject({ code: 'value', text: '50.5' });
    expect(only(':payments_per_card_1h: > 99999999999')).toMatchObject({ code: 'value' });
    expect(only(":card_country: = 'ZZ'")).toMatchObject({ code: 'value', text: "'ZZ'", params: { value: "'ZZ'" } });
    expect(only(":card_country: = 'us'")).toMatchObject({ code: 'value' });
    expect(only(":card_bin: = '4242'")).toMatchObject({ code: 'value' });
    expect(only(":ip_address: = '300.1.1.1'")).toMatchObject({ code: 'value' });
    expect(only(":risk_level: = 'extreme'")).toMatchObject({ code: 'value' });
    expect(only(":email: = 'not-an-email'")).toMatchObject({ code: 'value' });
    expect(only(':amount: > EUR 99999999999')).toMatchObject({ code: 'value', text: 'EUR 99999999999' });
  });

  it('reports every type problem, in source order', () => {
    const source = ":amout: > 5 and :risk_score: > 150 or :email: in @nope and :card_country: < 'US'";
    expect(problems(source).map((problem) => [problem.code, at(source, problem)])).toEqual([
      ['unknown-attribute', ':amout:'],
      ['value', '150'],
      ['unknown-list', '@nope'],
      ['operator', '<'],
    ]);
  });
});

describe('compileRule: hostile input', () => {
  it('refuses 100,000 characters before parsing them', () => {
    const source = `${'('.repeat(50_000)}${':risk_score: > 1 or '.repeat(2_500)}`;
    const started = performance.now();
    const result = compileRule(source, listRefs);
    const elapsed = performance.now() - started;
    expect(result).toEqual({
      ok: false,
      problems: [{ from: MAX_RULE_LENGTH, to: source.length, code: 'too-long', params: { max: MAX_RULE_LENGTH, length: source.length } }],
    });
    // A very loose bound: the length check comes first, so this is microseconds, not a parse.
    expect(elapsed).toBeLessThan(200);
  });

  it('takes exactly 2,000 characters', () => {
    const source = `:risk_score: > 1${' '.repeat(MAX_RULE_LENGTH - 16)}`;
    expect(source).toHaveLength(MAX_RULE_LENGTH);
    expect(compileRule(source, listRefs).ok).toBe(true);
    expect(problems(`${source} `)[0].code).toBe('too-long');
  });

  it.each([
    ['\u202E', 'U+202E'],
    ['\u202A', 'U+202A'],
    ['\u2066', 'U+2066'],
    ['\u2069', 'U+2069'],
    ['\u200E', 'U+200E'],
    ['\u200F', 'U+200F'],
  ])('refuses the bidi control %j, pointing at the first one', (mark, char) => {
    // Inside a string, where it would hide what the rule compares.
    const source = `:card_country: = 'U${mark}S' and :email: = 'a${'\u202E'}@b.co'`;
    expect(problems(source)).toEqual([{ from: 19, to: 20, code: 'bidi', params: { char } }]);
  });

  it('refuses 1,999 unclosed brackets without overflowing the stack', () => {
    const source = '('.repeat(MAX_RULE_LENGTH - 1);
    expect(problems(source)).toEqual([{ from: source.length - 1, to: source.length, code: 'unbalanced', params: { bracket: '(' } }]);
    expect(problems(')'.repeat(MAX_RULE_LENGTH))[0]).toMatchObject({ code: 'unbalanced', from: 0, params: { bracket: ')' } });
  });

  it('refuses 990 balanced brackets as too deep', () => {
    const source = `${'('.repeat(990)}:risk_score: > 1${')'.repeat(990)}`;
    expect(problems(source)[0]).toMatchObject({ code: 'nesting', from: MAX_NESTING });
  });

  it('compiles 500 nested nots and long chains of and', () => {
    expect(compileRule(`${'not '.repeat(495)}:risk_score: > 1`, listRefs).ok).toBe(true);
    expect(compileRule(`${':risk_score: > 1 and '.repeat(90)}:risk_score: > 1`, listRefs).ok).toBe(true);
  });

  it('refuses garbage with a syntax problem, never throwing', () => {
    for (const source of ["'''''", '@@@', '::::', ':risk_score: > > 5', '\u0000', 'é', '🙂 or 🙂', ':risk_score: in @', '1 = 1', "'a' = :email:"]) {
      const result = compileRule(source, listRefs);
      expect(result.ok, source).toBe(false);
      if (!result.ok) expect(result.problems[0].code, source).toBe('syntax');
    }
  });

  it('never names an Object prototype member as a keyword, attribute or list', () => {
    const result = compileRule(':constructor: in @__proto__ or :toString: = 1', listRefs);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.map((problem: RuleProblem) => problem.code)).toEqual(['unknown-attribute', 'unknown-list', 'unknown-attribute']);
    expect(compileRule(':risk_score: > 1 constructor :risk_score: > 1', listRefs).ok).toBe(false);
  });
});
