/**
 * antifraud-rules/list, get, create, update, setMode, move, delete (docs/api/antifraud.md, *Rules*).
 * Reading needs `antifraud.rules.read` on the merchant, changing `antifraud.rules.write`. A rule's text
 * is compiled with the rule language against the merchant's lists; a text that does not compile is
 * refused `invalid-rule` at `/data/attributes/source`, its problems in the error's `meta`. Positions are
 * 1, 2, 3… within each action's stage: a rule placed, moved, sent to another stage or deleted shifts
 * the others. A built-in rule (a default list's) keeps its text and action and is never deleted.
 */
import type { RuleAction, RuleProblem } from '@/lib/antifraud-rules/types';
import type { Identity } from '../db/schema';
import { nowIso } from '../clock';
import { newId } from '../db/ids';
import { db } from '../db/store';
import { apiError } from '../handlers/respond';
import { pushResourceUpdated } from '../pusher-hub';
import { compiledOf, rulesOf } from '../antifraud/engine';
import { matchesIn30Days, ruleJson } from '../antifraud/json';
import { listRefsOf } from '../antifraud/lists';
import { stageOrder, type AntifraudRule, type Person } from '../antifraud/model';
import { defineAction } from './define-action';
import { ANTIFRAUD, begin, merchantScope, targetRow } from './antifraud-access';
import { targetId } from './billing-access';
import { listQuery } from './list-query';
import { fieldError, unchanged, type ActionOutcome } from './types';

const personOf = (user: { name: string; email: string }): Person => ({ name: user.name || user.email, email: user.email });

/** The answer of one rule, its 30 days' matches counted. */
const answer = (rule: AntifraudRule): ActionOutcome => ({ data: ruleJson(rule, matchesIn30Days(rule.merchantId).get(rule.id) ?? 0) });

function pushRule(rule: AntifraudRule) {
  pushResourceUpdated(rule.merchantId, { type: 'antifraud-rules', id: rule.id }, { permission: ANTIFRAUD.rulesRead });
}

/** `invalid-rule`, pointing at the text, with the rule language's problems. */
const invalidRule = (problems: RuleProblem[]): ActionOutcome => ({
  errors: [
    apiError('invalid-rule', problems.length === 1 ? 'The condition has a problem' : `The condition has ${problems.length} problems`, {
      source: { pointer: '/data/attributes/source' },
      meta: { problems },
    }),
  ],
});

/** The problems of a text against the merchant's lists, or null when it compiles. */
function problemsOf(merchantId: string, source: string): RuleProblem[] | null {
  const compiled = compiledOf({ id: `draft ${merchantId}`, source }, listRefsOf(merchantId));
  return compiled.ok ? null : compiled.problems;
}

const byPosition = (a: AntifraudRule, b: AntifraudRule) => a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The stage's rules (the merchant's of `action`) in order, `except` one. */
const stageOf = (merchantId: string, action: RuleAction, except?: string) =>
  rulesOf(merchantId)
    .filter((rule) => rule.action === action && rule.id !== except)
    .sort(byPosition);

/** Numbers the rules 1, 2, 3… in the given order; writes those whose position changed. Returns `rule` as written. */
function renumber(rules: readonly AntifraudRule[], rule?: AntifraudRule): AntifraudRule | undefined {
  let written: AntifraudRule | undefined;
  rules.forEach((row, index) => {
    const next = { ...row, position: index + 1 };
    const isRule = rule !== undefined && row.id === rule.id;
    if (isRule || row.position !== next.position) {
      const saved = db.antifraudRules.upsert(next);
      if (isRule) written = saved;
      else pushRule(saved);
    }
  });
  return written;
}

/** Places `rule` at `position` of its stage (at the end when absent or beyond it), shifting the others. */
function place(rule: AntifraudRule, position: number | undefined): AntifraudRule {
  const others = stageOf(rule.merchantId, rule.action, rule.id);
  const index = Math.min(Math.max(1, position ?? others.length + 1), others.length + 1) - 1;
  const ordered = [...others.slice(0, index), rule, ...others.slice(index)];
  const written = renumber(ordered, rule)!;
  pushRule(written);
  return written;
}

const target = (identity: Identity, id: string, write = false) =>
  targetRow(identity, db.antifraudRules.get(id), 'Rule', ANTIFRAUD.rulesRead, write ? ANTIFRAUD.rulesWrite : undefined);

const stageIndex = new Map(stageOrder.map((action, index) => [action, index]));

const list = defineAction({
  name: 'antifraud-rules/list',
  needsIdentity: true,
  permission: ANTIFRAUD.rulesRead,
  resource: merchantScope,
  run: ({ resource, payload }): ActionOutcome => {
    const refused = begin(resource);
    if (refused) return refused;
    const counts = matchesIn30Days(resource!.id);
    const rows = rulesOf(resource!.id).map((rule) => ({ ...rule, matches30d: counts.get(rule.id) ?? 0 }));
    const page = listQuery(rows, payload, {
      fields: {
        // The engine's order: the stage (allow, block, review, request-3ds), then the position.
        order: (r) => (stageIndex.get(r.action) ?? 9) * 1_000_000 + r.position,
        action: (r) => r.action,
        mode: (r) => r.mode,
        builtIn: (r) => r.builtIn,
        name: (r) => r.name,
        position: (r) => r.position,
        matches30d: (r) => r.matches30d,
        createdAt: (r) => r.createdAt,
        updatedAt: (r) => r.updatedAt,
      },
      defaultSort: 'order',
      defaultSize: 100,
    });
    if ('errors' in page) return page;
    return { data: page.rows.map((rule) => ruleJson(rule, rule.matches30d)), meta: page.meta };
  },
});

const get = defineAction({
  name: 'antifraud-rules/get',
  needsIdentity: true,
  permission: ANTIFRAUD.rulesRead,
  run: ({ identity, request, payload }): ActionOutcome => {
    const found = target(identity, targetId(request, payload));
    return 'refusal' in found ? found.refusal : answer(found.row);
  },
});

const create = defineAction({
  name: 'antifraud-rules/create',
  needsIdentity: true,
  permission: ANTIFRAUD.rulesWrite,
  resource: merchantScope,
  run: ({ resource, user, payload }): ActionOutcome => {
    const refused = begin(resource, { arm: true });
    if (refused) return refused;
    const { name, action, mode, source, position } = payload.data.attributes;
    const problems = problemsOf(resource!.id, source);
    if (problems) return invalidRule(problems);
    const at = nowIso();
    const rule = db.antifraudRules.insert({
      id: newId('afr'),
      merchantId: resource!.id,
      name,
      action,
      mode,
      position: Number.MAX_SAFE_INTEGER,
      source,
      builtIn: false,
      createdAt: at,
      updatedAt: at,
      updatedBy: personOf(user),
    });
    return answer(place(rule, position));
  },
});

const update = defineAction({
  name: 'antifraud-rules/update',
  needsIdentity: true,
  permission: ANTIFRAUD.rulesWrite,
  run: ({ identity, user, request, payload }): ActionOutcome => {
    const found = target(identity, targetId(request, payload), true);
    if ('refusal' in found) return found.refusal;
    const { row } = found;
    const { name = row.name, source = row.source, action = row.action } = payload.data.attributes;
    if (row.builtIn && source !== row.source) return { errors: [fieldError('source', 'built-in-rule', "A built-in rule's condition cannot change")] };
    if (row.builtIn && action !== row.action) return { errors: [fieldError('action', 'built-in-rule', "A built-in rule's action cannot change")] };
    if (name === row.name && source === row.source && action === row.action) return unchanged(answer(row));
    if (source !== row.source) {
      const problems = problemsOf(row.merchantId, source);
      if (problems) return invalidRule(problems);
    }
    const changed: AntifraudRule = { ...row, name, source, action, updatedAt: nowIso(), updatedBy: personOf(user) };
    if (action === row.action) {
      const written = db.antifraudRules.upsert(changed);
      pushRule(written);
      return answer(written);
    }
    // To the end of the new stage; the old one closes the gap.
    const moved = place({ ...changed, position: Number.MAX_SAFE_INTEGER }, undefined);
    renumber(stageOf(row.merchantId, row.action, row.id));
    return answer(moved);
  },
});

const setMode = defineAction({
  name: 'antifraud-rules/setMode',
  needsIdentity: true,
  permission: ANTIFRAUD.rulesWrite,
  run: ({ identity, user, request, payload }): ActionOutcome => {
    const found = target(identity, targetId(request, payload), true);
    if ('refusal' in found) return found.refusal;
    const { mode } = payload.data.attributes;
    if (found.row.mode === mode) return unchanged(answer(found.row));
    const written = db.antifraudRules.upsert({ ...found.row, mode, updatedAt: nowIso(), updatedBy: personOf(user) });
    pushRule(written);
    return answer(written);
  },
});

const move = defineAction({
  name: 'antifraud-rules/move',
  needsIdentity: true,
  permission: ANTIFRAUD.rulesWrite,
  run: ({ identity, user, request, payload }): ActionOutcome => {
    const found = target(identity, targetId(request, payload), true);
    if ('refusal' in found) return found.refusal;
    const { row } = found;
    const size = stageOf(row.merchantId, row.action).length;
    if (payload.position > size) {
      return { errors: [apiError('invalid', `Position is at most ${size} (the rules of this stage)`, { source: { pointer: '/position' } })] };
    }
    if (payload.position === row.position) return unchanged(answer(row));
    return answer(place({ ...row, updatedAt: nowIso(), updatedBy: personOf(user) }, payload.position));
  },
});

const remove = defineAction({
  name: 'antifraud-rules/delete',
  needsIdentity: true,
  permission: ANTIFRAUD.rulesWrite,
  run: ({ identity, request, payload }): ActionOutcome => {
    const found = target(identity, targetId(request, payload), true);
    if ('refusal' in found) return found.refusal;
    const { row } = found;
    if (row.builtIn) return { errors: [apiError('built-in-rule', 'A built-in rule cannot be deleted: disable it, or put it in shadow')] };
    db.antifraudRules.remove(row.id);
    renumber(stageOf(row.merchantId, row.action));
    pushRule(row);
    return { data: null };
  },
});

export const antifraudRuleActions = [list, get, create, update, setMode, move, remove];
