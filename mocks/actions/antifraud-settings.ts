/**
 * antifraud/getSettings, antifraud/updateSettings and antifraud/backtestData (docs/api/antifraud.md,
 * *Risk thresholds*, *Backtest data*). The thresholds are read with `antifraud.rules.read` and changed
 * with `antifraud.rules.write` on the merchant; the backtest's rows need `antifraud.rules.read`.
 */
import { nowIso, now } from '../clock';
import { db } from '../db/store';
import { apiError } from '../handlers/respond';
import { merchantBacktest } from '../antifraud/backtest';
import { rulesOf } from '../antifraud/engine';
import { settingsJson } from '../antifraud/json';
import { listsOf, membersOf } from '../antifraud/lists';
import { thresholdsOf } from '../antifraud/merchant';
import { stageOrder } from '../antifraud/model';
import { defineAction } from './define-action';
import { ANTIFRAUD, begin, merchantScope } from './antifraud-access';
import { unchanged, type ActionOutcome } from './types';

const getSettings = defineAction({
  name: 'antifraud/getSettings',
  needsIdentity: true,
  permission: ANTIFRAUD.rulesRead,
  resource: merchantScope,
  run: ({ resource }): ActionOutcome => begin(resource) ?? { data: settingsJson(resource!.id) },
});

const updateSettings = defineAction({
  name: 'antifraud/updateSettings',
  needsIdentity: true,
  permission: ANTIFRAUD.rulesWrite,
  resource: merchantScope,
  run: ({ resource, payload }): ActionOutcome => {
    const refused = begin(resource, { arm: true });
    if (refused) return refused;
    const { elevatedAt, highestAt } = payload;
    const current = thresholdsOf(resource!.id);
    if (current.elevatedAt === elevatedAt && current.highestAt === highestAt) return unchanged({ data: settingsJson(resource!.id) });
    db.antifraudSettings.upsert({ id: resource!.id, elevatedAt, highestAt, updatedAt: nowIso() });
    return { data: settingsJson(resource!.id) };
  },
});

const stage = new Map(stageOrder.map((action, index) => [action, index]));

const backtestData = defineAction({
  name: 'antifraud/backtestData',
  needsIdentity: true,
  permission: ANTIFRAUD.rulesRead,
  resource: merchantScope,
  run: ({ resource, payload }): ActionOutcome => {
    const refused = begin(resource);
    if (refused) return refused;
    const merchantId = resource!.id;
    const { size, after } = payload.page;
    const rows = merchantBacktest(merchantId, payload.days, now(), after === undefined);
    let start = 0;
    if (after !== undefined) {
      const at = rows.positionOf(after);
      if (at === undefined)
        return { errors: [apiError('invalid', 'Unknown page cursor: start again from the first page', { source: { pointer: '/page/after' } })] };
      start = at + 1;
    }
    const page = rows.slice(start, start + size);
    const next = start + size < rows.total ? page[page.length - 1].id : null;
    if (after !== undefined) return { data: page, meta: { page: { total: rows.total, next } } };
    // The first page carries what a backtest decides with: the lists' members now, and the rules.
    const at = nowIso();
    const lists = listsOf(merchantId)
      .sort((a, b) => (a.alias < b.alias ? -1 : 1))
      .map((list) => ({ alias: list.alias, kind: list.kind, purpose: list.purpose, items: membersOf(list.id, at).map((item) => item.value) }));
    const rules = rulesOf(merchantId)
      .sort((a, b) => (stage.get(a.action) ?? 9) - (stage.get(b.action) ?? 9) || a.position - b.position || (a.id < b.id ? -1 : 1))
      .map(({ id, name, action, mode, position, source }) => ({ id, name, action, mode, position, source }));
    return { data: page, meta: { page: { total: rows.total, next }, lists, rules } };
  },
});

export const antifraudSettingsActions = [getSettings, updateSettings, backtestData];
