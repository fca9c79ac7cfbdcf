/**
 * What the audit trail keeps of antifraud objects (mocks/actions/audit-objects.ts): their answers'
 * attributes, and the merchant they belong to. Only ids of antifraud's own prefixes are looked up
 * (lists `afl_`, rules `afr_`, reviews `rvw_`); the settings are the merchant's, by its id.
 */
import { db } from '../db/store';
import { listJson, matchesIn30Days, reviewJson, ruleJson, settingsJson } from './json';
import { merchantOf } from './merchant';

type Attributes = Record<string, unknown>;

export const antifraudSnapshot = {
  list(id: string): Attributes | undefined {
    const list = id.startsWith('afl_') ? db.antifraudLists.get(id) : undefined;
    return list ? { ...listJson(list).attributes } : undefined;
  },
  rule(id: string): Attributes | undefined {
    const rule = id.startsWith('afr_') ? db.antifraudRules.get(id) : undefined;
    return rule ? { ...ruleJson(rule, matchesIn30Days(rule.merchantId).get(rule.id) ?? 0).attributes } : undefined;
  },
  review(id: string): Attributes | undefined {
    const review = id.startsWith('rvw_') ? db.antifraudReviews.get(id) : undefined;
    return review ? { ...reviewJson(review).attributes } : undefined;
  },
  settings(id: string): Attributes | undefined {
    return merchantOf(id) === id ? { ...settingsJson(id).attributes } : undefined;
  },
};

/** The merchant of an antifraud row (the entry's workspace). */
export const antifraudWorkspace = {
  list: (id: string) => db.antifraudLists.get(id)?.merchantId,
  rule: (id: string) => db.antifraudRules.get(id)?.merchantId,
  review: (id: string) => db.antifraudReviews.get(id)?.merchantId,
};
