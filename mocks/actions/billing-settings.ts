/**
 * billing/getSettings, billing/previewSettings, billing/updateSettings (docs/api/billing.md,
 * *Dunning settings*): a workspace's reminder days and expiry reminder. Reading needs
 * `subscriptions.read` on the workspace, the what-if and a change `plans.write` (admins). A project
 * uses its own settings, else its organization's, else the defaults; a change applies to the
 * subscriptions in dunning from then on (a retry day already past runs at once).
 */
import { nowIso } from '../clock';
import { db } from '../db/store';
import type { Resource } from '../db/schema';
import { settingsOf } from '../billing/books';
import { dunningWhatIf } from '../billing/figures';
import { settingsJson } from '../billing/json';
import { armSweep, sandboxBooks, settleBilling } from '../billing/sandbox-books';
import { apiError } from '../handlers/respond';
import { defineAction } from './define-action';
import { BILLING, projectsWith } from './billing-access';
import { unchanged, type ActionOutcome } from './types';

/** Settings belong to an organization or a project. */
const notAWorkspace = (resource: Resource): ActionOutcome | null =>
  resource.resourceType === 'organization' || resource.resourceType === 'project'
    ? null
    : { errors: [apiError('invalid', 'Billing settings belong to an organization or a project', { source: { pointer: '/resourceId' } })] };

const getSettings = defineAction({
  name: 'billing/getSettings',
  needsIdentity: true,
  permission: BILLING.subscriptionsRead,
  resource: 'resourceId',
  run: ({ resource }): ActionOutcome => notAWorkspace(resource!) ?? { data: settingsJson(resource!.id, settingsOf(sandboxBooks, resource!.id)) },
});

const previewSettings = defineAction({
  name: 'billing/previewSettings',
  needsIdentity: true,
  permission: BILLING.plansWrite,
  resource: 'resourceId',
  run: ({ identity, resource, payload }): ActionOutcome => {
    const refused = notAWorkspace(resource!);
    if (refused) return refused;
    settleBilling();
    const projects = projectsWith(identity, resource!.id, BILLING.subscriptionsRead);
    const subs = db.subscriptions.filter((sub) => projects.has(sub.projectId));
    const whatIf = dunningWhatIf(sandboxBooks, subs, resource!.id, { retryDays: payload.retryDays, expiryReminderDays: payload.expiryReminderDays });
    return { data: { type: 'dunning-what-ifs', id: resource!.id, attributes: whatIf } };
  },
});

const updateSettings = defineAction({
  name: 'billing/updateSettings',
  needsIdentity: true,
  permission: BILLING.plansWrite,
  resource: 'resourceId',
  run: ({ resource, payload }): ActionOutcome => {
    const refused = notAWorkspace(resource!);
    if (refused) return refused;
    settleBilling();
    const { retryDays, expiryReminderDays } = payload;
    const own = db.billingSettings.get(resource!.id);
    if (own && own.expiryReminderDays === expiryReminderDays && own.retryDays.join() === retryDays.join()) {
      return unchanged({ data: settingsJson(resource!.id, settingsOf(sandboxBooks, resource!.id)) });
    }
    db.billingSettings.upsert({ id: resource!.id, retryDays: [...retryDays], expiryReminderDays, updatedAt: nowIso() });
    // A retry day that moved into the past is due now: the sweep runs at once.
    armSweep();
    return { data: settingsJson(resource!.id, settingsOf(sandboxBooks, resource!.id)) };
  },
});

export const billingSettingsActions = [getSettings, previewSettings, updateSettings];
