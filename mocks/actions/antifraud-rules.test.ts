/** antifraud-rules/* and the thresholds through the sandbox's HTTP and push protocol (docs/api/antifraud.md, *Rules*, *Risk thresholds*). */
import { parseAnswer, parseMeta, type ActionName } from '@/lib/contract';
import { sandboxControls } from '../controls';
import { db } from '../db/store';
import { openLive, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer({ trustStepUp: true });

const ORG = 'res_org_northwind';
const SHOP = 'res_prj_northwind_shop';

type Json = { id: string; type: string; attributes: Record<string, unknown> & { position: number; action: string } };
type Live = Awaited<ReturnType<typeof openLive>>;
const one = (answer: { data?: unknown }) => answer.data as Json;
const many = (answer: { data?: unknown }) => answer.data as Json[];
const live = async (email = 'admin@sandbox.test') => openLive(await signIn(email));
const ruleBody = (attributes: Record<string, unknown>, resourceId = SHOP) => ({ resourceId, data: { type: 'antifraud-rules', attributes } });

/** The merchant's rules of one stage, in order: [name, position]. */
async function stage(session: Live, action: string) {
  const rows = many(await session.action('antifraud-rules/list', { resourceId: ORG, filter: { action } }));
  return rows.map((rule) => [rule.attributes.name, rule.attributes.position]);
}

describe('rules', () => {
  it('lists the built-ins and Northwind’s own in the engine’s order, with the matches of the last 30 days', async () => {
    const admin = await live();
    const rules = many(await admin.action('antifraud-rules/list', { resourceId: ORG }));
    expect(rules).toHaveLength(18);
    expect(rules.map((rule) => rule.attributes.action)).toEqual([
      ...Array(3).fill('allow'),
      ...Array(11).fill('block'),
      ...Array(3).fill('review'),
      'request-3ds',
    ]);
    const byId = new Map(rules.map((rule) => [rule.id, rule.attributes]));
    expect(byId.get('afr_nw_blocked_cards')).toMatchObject({ builtIn: true, source: ':card_fingerprint: in @blocked_cards', mode: 'enabled', position: 1 });
    expect(byId.get('afr_nw_card_testing')).toMatchObject({ builtIn: false, mode: 'shadow', source: ':payments_per_card_1h: > 5', position: 11 });
    // Matched when the seeded payments were made: 11 held for review, 3 blocked by score, 2 logged in shadow, 1 blocked card.
    expect(byId.get('afr_nw_large_eur_new_cards')?.matches30d).toBe(11);
    expect(byId.get('afr_nw_high_risk_score')?.matches30d).toBe(3);
    expect(byId.get('afr_nw_card_testing')?.matches30d).toBe(2);
    expect(byId.get('afr_nw_blocked_cards')?.matches30d).toBe(1);
    expect(one(await admin.action('antifraud-rules/get', undefined, { id: 'afr_nw_high_risk_score' }))).toMatchObject({
      type: 'antifraud-rules',
      attributes: { name: 'High risk score', action: 'block', matches30d: 3 },
    });
    admin.close();
  });

  it('refuses a condition that does not compile at its source, with the problems and their places', async () => {
    const admin = await live();
    const refused = await admin.action(
      'antifraud-rules/create',
      ruleBody({ name: 'Typos', action: 'block', source: ':risk_scor: > 80 and :email: in @blocked_cardz' }),
    );
    expect(refused.errors).toEqual([
      expect.objectContaining({
        code: 'invalid-rule',
        source: { pointer: '/data/attributes/source' },
        meta: {
          problems: [
            expect.objectContaining({ code: 'unknown-attribute', from: 0, to: 11, params: expect.objectContaining({ suggestion: ':risk_score:' }) }),
            expect.objectContaining({ code: 'unknown-list', from: 32, to: 46, params: expect.objectContaining({ suggestion: '@blocked_cards' }) }),
          ],
        },
      }),
    ]);
    // A list of another kind: the attribute does not fit it.
    const kind = await admin.action('antifraud-rules/create', ruleBody({ name: 'Kind', action: 'block', source: ':email: in @blocked_ips' }));
    expect(kind.errors?.[0]).toMatchObject({ code: 'invalid-rule', meta: { problems: [expect.objectContaining({ code: 'list-kind' })] } });
    expect((await admin.action('antifraud-rules/create', ruleBody({ name: 'Long', action: 'block', source: 'x'.repeat(2001) }))).errors?.[0]).toMatchObject({
      code: 'invalid',
      source: { pointer: '/data/attributes/source' },
    });
    expect(db.antifraudRules.filter((rule) => ['Typos', 'Kind', 'Long'].includes(rule.name))).toEqual([]);
    admin.close();
  });

  it('creates at the end of its stage or where asked; moves within the stage and the others shift; deleting closes the gap', async () => {
    const admin = await live();
    const last = one(
      await admin.action('antifraud-rules/create', ruleBody({ name: 'Many cards per e-mail', action: 'review', source: ':payments_per_email_24h: >= 4' })),
    );
    expect(last.attributes).toMatchObject({ position: 4, mode: 'enabled', builtIn: false, updatedBy: { name: 'Ada Admin', email: 'admin@sandbox.test' } });
    const first = one(
      await admin.action(
        'antifraud-rules/create',
        ruleBody({ name: 'Risky countries', action: 'review', mode: 'shadow', source: ":ip_country: in ('NG', 'RU')", position: 1 }),
      ),
    );
    expect(first.attributes).toMatchObject({ position: 1, mode: 'shadow' });
    expect(await stage(admin, 'review')).toEqual([
      ['Risky countries', 1],
      ['E-mails to review', 2],
      ['IP addresses to review', 3],
      ['Large EUR payments from new cards', 4],
      ['Many cards per e-mail', 5],
    ]);
    const moved = one(await admin.action('antifraud-rules/move', { position: 2 }, { id: last.id }));
    expect(moved.attributes.position).toBe(2);
    expect(await stage(admin, 'review')).toEqual([
      ['Risky countries', 1],
      ['Many cards per e-mail', 2],
      ['E-mails to review', 3],
      ['IP addresses to review', 4],
      ['Large EUR payments from new cards', 5],
    ]);
    expect((await admin.action('antifraud-rules/move', { position: 6 }, { id: last.id })).errors?.[0]).toMatchObject({
      code: 'invalid',
      source: { pointer: '/position' },
    });
    // Another action: to the end of that stage; the old one closes the gap.
    const blocked = one(await admin.action('antifraud-rules/update', { data: { attributes: { action: 'block' } } }, { id: first.id }));
    expect(blocked.attributes).toMatchObject({ action: 'block', position: 12 });
    expect((await stage(admin, 'review')).map(([, position]) => position)).toEqual([1, 2, 3, 4]);
    await admin.action('antifraud-rules/delete', undefined, { id: last.id });
    expect(await stage(admin, 'review')).toEqual([
      ['E-mails to review', 1],
      ['IP addresses to review', 2],
      ['Large EUR payments from new cards', 3],
    ]);
    expect(db.antifraudRules.get(last.id)).toBeUndefined();
    // One audit entry per change, in its step; the rules that only shifted are not entries of their own.
    const actions = (id: string) => db.auditEntries.filter((entry) => entry.object.id === id).map((entry) => entry.action);
    expect(actions(last.id)).toEqual(['antifraud-rules/create', 'antifraud-rules/move', 'antifraud-rules/delete']);
    expect(actions(first.id)).toEqual(['antifraud-rules/create', 'antifraud-rules/update']);
    expect(db.auditEntries.find((entry) => entry.action === 'antifraud-rules/delete')).toMatchObject({
      object: { type: 'antifraud-rules' },
      resource: { id: ORG },
      changes: expect.arrayContaining([{ field: 'name', before: 'Many cards per e-mail', after: null }]),
    });
    admin.close();
  });

  it('changes a rule’s name, condition and mode; the same again changes nothing', async () => {
    const admin = await live('risk@sandbox.test');
    const id = 'afr_nw_high_risk_score';
    const updated = one(
      await admin.action('antifraud-rules/update', { data: { attributes: { name: 'Very high risk', source: ':risk_score: >= 90' } } }, { id }),
    );
    expect(updated.attributes).toMatchObject({ name: 'Very high risk', source: ':risk_score: >= 90', updatedBy: { email: 'risk@sandbox.test' } });
    expect((await admin.action('antifraud-rules/update', { data: { attributes: { source: ':risk_score: >= 900' } } }, { id })).errors?.[0]).toMatchObject({
      code: 'invalid-rule',
      meta: { problems: [expect.objectContaining({ code: 'value' })] },
    });
    expect(one(await admin.action('antifraud-rules/setMode', { data: { attributes: { mode: 'shadow' } } }, { id })).attributes.mode).toBe('shadow');
    await admin.action('antifraud-rules/setMode', { data: { attributes: { mode: 'shadow' } } }, { id });
    await admin.action('antifraud-rules/update', { data: { attributes: { name: 'Very high risk' } } }, { id });
    expect(db.auditEntries.filter((entry) => entry.object.id === id).map((entry) => [entry.action, entry.changes.map((c) => c.field).sort()])).toEqual([
      ['antifraud-rules/update', ['name', 'source', 'updatedAt', 'updatedBy']],
      // The sandbox's clock stands still in tests: the same instant, only the mode changed.
      ['antifraud-rules/setMode', ['mode']],
    ]);
    admin.close();
  });

  it('keeps a built-in rule’s condition and action and never deletes it; it may be put in shadow or disabled', async () => {
    const admin = await live();
    const id = 'afr_nw_blocked_emails';
    expect((await admin.action('antifraud-rules/update', { data: { attributes: { source: ':email: in @review_emails' } } }, { id })).errors?.[0]).toMatchObject(
      {
        code: 'built-in-rule',
        source: { pointer: '/data/attributes/source' },
      },
    );
    expect((await admin.action('antifraud-rules/update', { data: { attributes: { action: 'review' } } }, { id })).errors?.[0]).toMatchObject({
      code: 'built-in-rule',
      source: { pointer: '/data/attributes/action' },
    });
    expect((await admin.action('antifraud-rules/delete', undefined, { id })).errors?.[0]).toMatchObject({ code: 'built-in-rule' });
    expect(one(await admin.action('antifraud-rules/setMode', { data: { attributes: { mode: 'disabled' } } }, { id })).attributes.mode).toBe('disabled');
    expect(one(await admin.action('antifraud-rules/update', { data: { attributes: { name: 'Known fraudsters' } } }, { id })).attributes.name).toBe(
      'Known fraudsters',
    );
    expect(db.antifraudRules.get(id)).toMatchObject({ source: ':email: in @blocked_emails', action: 'block', builtIn: true });
    admin.close();
  });
});

describe('risk thresholds', () => {
  it('reads the defaults, changes them on the merchant (from any of its workspaces), refuses an order that does not hold', async () => {
    const admin = await live();
    expect(one(await admin.action('antifraud/getSettings', { resourceId: SHOP }))).toEqual({
      type: 'antifraud-settings',
      id: ORG,
      attributes: { elevatedAt: 65, highestAt: 75 },
    });
    expect((await admin.action('antifraud/updateSettings', { resourceId: SHOP, elevatedAt: 80, highestAt: 80 })).errors).toEqual([
      expect.objectContaining({ code: 'invalid', source: { pointer: '/highestAt' } }),
    ]);
    expect((await admin.action('antifraud/updateSettings', { resourceId: SHOP, elevatedAt: 0, highestAt: 101 })).errors).toEqual([
      expect.objectContaining({ code: 'invalid', source: { pointer: '/elevatedAt' } }),
      expect.objectContaining({ code: 'invalid', source: { pointer: '/highestAt' } }),
    ]);
    const changed = one(await admin.action('antifraud/updateSettings', { resourceId: SHOP, elevatedAt: 40, highestAt: 60 }));
    expect(changed).toMatchObject({ id: ORG, attributes: { elevatedAt: 40, highestAt: 60 } });
    // A seeded payment's level follows the thresholds now.
    const payment = db.transactions.find((t) => t.projectId === SHOP && t.type === 'charge' && t.riskScore === 50 && !t.riskLevel)!;
    const got = await admin.action('transactions/get', undefined, { id: payment.id });
    expect((got.data as Json).attributes.riskLevel).toBe('elevated');
    expect(db.auditEntries.filter((entry) => entry.action === 'antifraud/updateSettings')).toMatchObject([
      {
        object: { type: 'antifraud-settings', id: ORG },
        resource: { id: SHOP },
        changes: [
          { field: 'elevatedAt', before: 65, after: 40 },
          { field: 'highestAt', before: 75, after: 60 },
        ],
      },
    ]);
    const finance = await live('finance@sandbox.test');
    expect(one(await finance.action('antifraud/getSettings', { resourceId: ORG })).attributes).toEqual({ elevatedAt: 40, highestAt: 60 });
    expect((await finance.action('antifraud/updateSettings', { resourceId: ORG, elevatedAt: 50, highestAt: 70 })).errors?.[0]).toMatchObject({
      code: 'forbidden',
    });
    finance.close();
    admin.close();
  });
});

describe('the answers', () => {
  it('keep the contract: every read of the area, a payment the rules decided and the backtest rows', async () => {
    const admin = await live();
    const held = sandboxControls.makePayment({ projectId: SHOP, amount: 80_000, currency: 'EUR' });
    const reads: [ActionName, unknown, string?][] = [
      ['antifraud-lists/list', { resourceId: ORG }],
      ['antifraud-lists/get', undefined, 'afl_nw_blocked_cards'],
      ['antifraud-lists/items', undefined, 'afl_nw_blocked_cards'],
      ['antifraud-rules/list', { resourceId: ORG }],
      ['antifraud-rules/get', undefined, 'afr_nw_card_testing'],
      ['antifraud-reviews/list', { resourceId: ORG }],
      ['antifraud-reviews/get', undefined, 'rvw_nw_fraud'],
      ['antifraud/getSettings', { resourceId: ORG }],
      ['antifraud/backtestData', { resourceId: ORG, days: 30, page: { size: 50 } }],
      ['transactions/get', undefined, held.id],
      ['transactions/get', undefined, 'trx_af_nw_burst_8'],
    ];
    for (const [action, payload, id] of reads) {
      const answer = await admin.action(action, payload, id ? { id } : {});
      expect(answer.errors, action).toBeUndefined();
      expect(await parseAnswer(action, answer.data), action).toMatchObject({ ok: true });
      expect(await parseMeta(action, answer.meta), action).toMatchObject({ ok: true });
    }
    const got = await admin.action('transactions/get', undefined, { id: held.id });
    const parsed = await parseAnswer('transactions/get', got.data);
    expect(parsed.ok && parsed.value.attributes.antifraud?.decision).toEqual({
      action: 'review',
      ruleId: 'afr_nw_large_eur_new_cards',
      ruleName: 'Large EUR payments from new cards',
    });
    // An older answer, without the risk attributes, still parses, with their defaults.
    const old = await parseAnswer('transactions/get', {
      type: 'transactions',
      id: 'trx_old',
      attributes: {
        type: 'charge',
        status: 'paid',
        amount: 1,
        currency: 'EUR',
        createdAt: '2025-01-01T00:00:00.000Z',
        card: { brand: 'visa', last4: '4242', expMonth: 1, expYear: 2030 },
      },
    });
    expect(old.ok && old.value.attributes).toMatchObject({
      riskLevel: 'normal',
      riskSignals: [],
      ip: null,
      antifraud: null,
      card: { fingerprint: null, bin: null },
    });
    admin.close();
  });
});
