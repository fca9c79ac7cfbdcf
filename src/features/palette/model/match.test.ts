import { classifyQuery, matchScore, paymentsListQuery, rankEntries, rankIdHits, type IdHit } from './match';
import { globalShortcut, isApplePlatform, isTextField } from './shortcuts';

describe('what the palette makes of the input', () => {
  it.each([
    ['trx_0a1bdeadbeef', 'transaction'],
    ['trx_demo_eur_paid', 'transaction'],
    ['  TRX_DEMO_EUR_PAID ', 'transaction'],
    ['trx_0a1bdeadbeef_3', 'transaction'],
    ['dsp_0a1bdeadbeef_3', 'dispute'],
    ['pl_nw_gift_card', 'paymentLink'],
    ['pl_3f9a0c1d2e3f4a5b', 'paymentLink'],
    ['rep_seed_01', 'report'],
  ])('%s is an id, most likely of a %s', (input, likely) => {
    expect(classifyQuery(input)).toEqual({ kind: 'id', token: input.trim(), likely });
  });

  it.each(['ORD-100007', 'ORD-DEMO-EUR', '7f3c9a2e-1b4d-4c8e-9f00-123456789abc', 'INV/2026/0042', 'A1B2C3'])(
    '%s is looked up on every kind: a reference or an id without a known prefix',
    (input) => expect(classifyQuery(input)).toEqual({ kind: 'id', token: input, likely: null }),
  );

  it.each([
    ['emma.dubois@example.com', 'emma.dubois@example.com'],
    ['Emma.Dubois@Example.com', 'emma.dubois@example.com'],
    ['emma@', 'emma@'],
    ['@example.com', '@example.com'],
  ])('%s searches customer e-mails', (input, value) => expect(classifyQuery(input)).toEqual({ kind: 'email', value }));

  it.each(['4242', ' 4242 ', '•••• 4242', '**** 4242', '*4242', 'xxxx4242'])('%s is the last 4 digits of a card', (input) =>
    expect(classifyQuery(input)).toEqual({ kind: 'last4', digits: '4242' }),
  );

  it.each(['424', '42424', '4242 4242'])('%s is not a last 4', (input) => expect(classifyQuery(input).kind).not.toBe('last4'));

  it.each(['refund', 'dark', 'Deutsch', 'go to reports', 'change theme', 'ab', 'Northwind Shop'])('%s is text for commands', (input) =>
    expect(classifyQuery(input)).toEqual({ kind: 'text', text: input }),
  );

  it('reads nothing from blanks', () => {
    expect(classifyQuery('')).toEqual({ kind: 'empty' });
    expect(classifyQuery('   ')).toEqual({ kind: 'empty' });
  });

  it('an id longer than a route takes, or with spaces inside, is not an id', () => {
    expect(classifyQuery(`trx_${'a'.repeat(100)}`).kind).toBe('text');
    expect(classifyQuery('trx 0a1b').kind).toBe('text');
  });

  it('the transactions list opens filtered by what was searched', () => {
    expect(paymentsListQuery({ kind: 'email', value: 'emma+shop@example.com' })).toBe('email=emma%2Bshop%40example.com');
    expect(paymentsListQuery({ kind: 'last4', digits: '4242' })).toBe('last4=4242');
  });
});

describe('ranking', () => {
  const entries = [
    { label: 'Go to Reports', keywords: ['reports'] },
    { label: 'Change theme', keywords: ['dark', 'light'] },
    { label: 'Go to Transactions', keywords: ['payments'] },
    { label: 'Theme: Dark' },
    { label: 'Language: Français', keywords: ['fr', 'French'] },
  ];
  const labels = (query: string) => rankEntries(entries, query).map((entry) => entry.label);

  it('puts the whole label first, then its start, a later word, a match inside a word, then keywords', () => {
    expect(matchScore('Theme: Dark', 'theme: dark')).toBe(100);
    expect(matchScore('Theme: Dark', 'the')).toBe(80);
    expect(matchScore('Theme: Dark', 'dar')).toBe(60);
    expect(matchScore('Theme: Dark', 'ark')).toBe(40);
    expect(matchScore('Change theme', 'dark', ['dark'])).toBe(95);
    expect(matchScore('Change theme', 'zzz', ['dark'])).toBe(0);
    expect(labels('dark')).toEqual(['Change theme', 'Theme: Dark']);
    expect(labels('theme')).toEqual(['Theme: Dark', 'Change theme']);
  });

  it('ignores case and accents, keeps the given order on ties and drops what does not match', () => {
    expect(labels('FRANCAIS')).toEqual(['Language: Français']);
    expect(labels('go to')).toEqual(['Go to Reports', 'Go to Transactions']);
    expect(labels('payments')).toEqual(['Go to Transactions']);
    expect(labels('nothing like it')).toEqual([]);
    expect(rankEntries(entries, '')).toHaveLength(entries.length);
    expect(rankEntries(entries, 'go', 1)).toHaveLength(1);
  });

  it('puts the object whose id was pasted first, then the payment with that reference, then the kind of its prefix', () => {
    const hits: IdHit[] = [
      { kind: 'transaction', id: 'trx_0001aaaa_1', reference: 'ORD-1' },
      { kind: 'dispute', id: 'dsp_0001aaaa_1' },
      { kind: 'transaction', id: 'trx_0001aaaa', reference: 'ORD-1' },
    ];
    expect(rankIdHits(hits, 'TRX_0001AAAA', 'transaction').map((hit) => hit.id)).toEqual(['trx_0001aaaa', 'trx_0001aaaa_1', 'dsp_0001aaaa_1']);
    expect(rankIdHits(hits, 'ord-1', null).map((hit) => hit.id)).toEqual(['trx_0001aaaa_1', 'trx_0001aaaa', 'dsp_0001aaaa_1']);
    expect(rankIdHits(hits, 'dsp_0001', 'dispute').map((hit) => hit.id)).toEqual(['dsp_0001aaaa_1', 'trx_0001aaaa_1', 'trx_0001aaaa']);
  });
});

describe('keyboard shortcuts', () => {
  const press = (key: string, extra: Partial<{ code: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; target: EventTarget }> = {}) =>
    globalShortcut({ key, ctrlKey: false, metaKey: false, altKey: false, ...extra });
  const input = (type = 'text') => Object.assign(document.createElement('input'), { type });

  it('Ctrl+K and ⌘K open the palette anywhere, also in a text field and with a non-Latin layout', () => {
    expect(press('k', { ctrlKey: true })).toBe('palette');
    expect(press('K', { metaKey: true })).toBe('palette');
    expect(press('k', { ctrlKey: true, target: input() })).toBe('palette');
    expect(press('л', { ctrlKey: true, code: 'KeyK' })).toBe('palette');
    expect(press('k')).toBeNull();
    expect(press('k', { ctrlKey: true, altKey: true })).toBeNull();
  });

  it('"?" (or the Arabic "؟") lists the shortcuts, but types itself in a text field', () => {
    expect(press('?')).toBe('shortcuts');
    expect(press('؟')).toBe('shortcuts');
    expect(press('?', { target: input() })).toBeNull();
    expect(press('?', { target: input('search') })).toBeNull();
    expect(press('?', { target: document.createElement('textarea') })).toBeNull();
    expect(press('?', { target: input('checkbox') })).toBe('shortcuts');
    expect(press('?', { target: document.createElement('button') })).toBe('shortcuts');
    expect(press('?', { ctrlKey: true })).toBeNull();
  });

  it('knows text fields and Apple platforms', () => {
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(isTextField(editable)).toBe(true);
    expect(isTextField(document.createElement('select'))).toBe(true);
    expect(isTextField(document.body)).toBe(false);
    expect(isTextField(null)).toBe(false);
    expect(isApplePlatform({ platform: 'MacIntel' })).toBe(true);
    expect(isApplePlatform({ platform: '', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' })).toBe(true);
    expect(isApplePlatform({ platform: 'Linux x86_64' })).toBe(false);
  });
});
