/** The antifraud seed (docs/api/antifraud.md, *Sandbox seed*): stable ids, rules that compile, payments that agree with their reviews and traces. */
import { compileRule, decide, listLookup as lookupOf } from '@/lib/antifraud-rules';
import type { EngineRule } from '@/lib/antifraud-rules/types';
import { permissionsOf } from '../db/access';
import { db, resetDb } from '../db/store';
import { merchantFacts } from './backtest';
import { listRefsOf, listsOf, membersOf } from './lists';
import { defaultLists } from './model';
import { ensureMerchant } from './merchant';
import { buildAntifraudSeed, seededMerchants } from './seed';

const ORG = 'res_org_northwind';

describe('the antifraud seed', () => {
  beforeEach(() => resetDb());

  it('is deterministic and gives every seeded merchant its 14 default lists, each with its built-in rule', () => {
    const at = Date.UTC(2026, 4, 17, 13, 5);
    expect(buildAntifraudSeed(at)).toEqual(buildAntifraudSeed(at + 3_600_000));
    for (const { id } of seededMerchants) {
      const lists = listsOf(id);
      expect(lists.map((list) => list.alias).sort()).toEqual(defaultLists.map((list) => list.alias).sort());
      const builtIns = db.antifraudRules.filter((rule) => rule.merchantId === id && rule.builtIn);
      expect(builtIns).toHaveLength(14);
      for (const list of lists) expect(builtIns.filter((rule) => rule.source.endsWith(`@${list.alias}`))).toHaveLength(1);
    }
    expect(db.antifraudLists.get('afl_solo_blocked_cards')).toMatchObject({ merchantId: 'res_prj_solo', default: true });
    expect(db.antifraudRules.get('afr_ent_org_0001_review_ips')).toMatchObject({ action: 'review', position: 2, builtIn: true });
  });

  it('has rules that compile against their merchant’s lists, positions 1, 2, 3… in each stage', () => {
    for (const { id } of seededMerchants) {
      const refs = listRefsOf(id);
      const rules = db.antifraudRules.filter((rule) => rule.merchantId === id);
      for (const rule of rules) expect(compileRule(rule.source, refs), rule.id).toMatchObject({ ok: true });
      for (const action of ['allow', 'block', 'review', 'request-3ds']) {
        const positions = rules
          .filter((rule) => rule.action === action)
          .map((rule) => rule.position)
          .sort((a, b) => a - b);
        expect(positions).toEqual(positions.map((_, i) => i + 1));
      }
    }
    expect(
      db.antifraudRules
        .filter((rule) => rule.merchantId === ORG && !rule.builtIn)
        .map((rule) => rule.id)
        .sort(),
    ).toEqual(['afr_nw_3ds_elevated', 'afr_nw_card_testing', 'afr_nw_high_risk_score', 'afr_nw_large_eur_new_cards']);
  });

  it('holds its reviews on authorizations that agree with them, and traces that are the rules’ own text', () => {
    const reviews = db.antifraudReviews.all();
    expect(reviews.filter((review) => review.status === 'open')).toHaveLength(8);
    const payments: Record<string, string> = { open: 'authorized', approved: 'paid', 'refunded-as-fraud': 'cancelled', cancelled: 'cancelled' };
    for (const review of reviews) {
      const t = db.transactions.get(review.transactionId)!;
      expect(t).toMatchObject({
        type: 'charge-authorize',
        status: payments[review.status],
        amount: review.amount,
        currency: review.currency,
        projectId: review.projectId,
      });
      expect(t.antifraud?.decision).toEqual({ action: 'review', ruleId: review.ruleId, ruleName: review.ruleName });
    }
    for (const t of db.transactions.filter((row) => Boolean(row.antifraud))) {
      for (const match of t.antifraud!.matches) {
        const source = db.antifraudRules.get(match.ruleId)!.source;
        for (const step of match.trace) expect(source.slice(step.from, step.to)).toBe(step.text);
      }
    }
    // The oldest open review is four days old at most; the newest before today.
    const opened = reviews.filter((review) => review.status === 'open').map((review) => Date.parse(review.openedAt));
    expect(Date.now() - Math.min(...opened)).toBeLessThan(5 * 86_400_000);
  });

  it('decides the open reviews’ payments again as they were decided, with the facts the backtest gives them', () => {
    const refs = listRefsOf(ORG);
    const rules: EngineRule[] = db.antifraudRules
      .filter((rule) => rule.merchantId === ORG && rule.mode !== 'disabled')
      .map((rule) => {
        const compiled = compileRule(rule.source, refs);
        if (!compiled.ok) throw new Error(rule.id);
        return { id: rule.id, action: rule.action, mode: rule.mode, position: rule.position, rule: compiled.rule };
      });
    const now = new Date().toISOString();
    const lists = lookupOf(listsOf(ORG).map((list) => ({ alias: list.alias, kind: list.kind, items: membersOf(list.id, now).map((item) => item.value) })));
    const { facts } = merchantFacts(ORG);
    for (const review of db.antifraudReviews.filter((row) => row.status === 'open')) {
      expect(decide(rules, facts.get(review.transactionId)!, lists)).toMatchObject({ action: 'review', ruleId: 'afr_nw_large_eur_new_cards' });
    }
    // The card-testing burst: only the last two matched in shadow.
    const burst = Array.from({ length: 8 }, (_, i) => decide(rules, facts.get(`trx_af_nw_burst_${i + 1}`)!, lists).shadowMatches);
    expect(burst).toEqual([[], [], [], [], [], [], ['afr_nw_card_testing'], ['afr_nw_card_testing']]);
  });

  it('gives a merchant its defaults on its first call, once, with the ids a seed would give; the risk analyst holds the area on Northwind only', () => {
    ensureMerchant('res_ent_org_0042');
    ensureMerchant('res_ent_org_0042');
    expect(db.antifraudLists.filter((list) => list.merchantId === 'res_ent_org_0042').map((list) => list.id)).toContain('afl_ent_org_0042_blocked_bins');
    expect(db.antifraudRules.filter((rule) => rule.merchantId === 'res_ent_org_0042')).toHaveLength(14);
    const risk = db.identities.get('idn_risk')!;
    expect([...permissionsOf(risk, 'res_prj_northwind_shop')].filter((name) => name.startsWith('antifraud.')).sort()).toEqual([
      'antifraud.lists.read',
      'antifraud.lists.write',
      'antifraud.reviews.read',
      'antifraud.reviews.write',
      'antifraud.rules.read',
      'antifraud.rules.write',
    ]);
    expect(permissionsOf(risk, 'res_prj_solo').size).toBe(0);
    expect(db.users.get('usr_risk')).toMatchObject({ email: 'risk@sandbox.test', name: 'Rita Risk' });
  });
});
