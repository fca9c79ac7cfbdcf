/**
 * Steady traffic on the request log (docs/api/api-request-log.md, *The clock*): one job,
 * `api-request-traffic`, every 10 sandbox minutes makes one or two calls with the active keys of every
 * project that has one, then schedules itself again. A call that makes a payment, a refund, a capture
 * or a cancel sends its webhook event through the delivery engine, and the row keeps the event's id.
 * The first read of the log or the hub starts it (a session that never opens them makes no calls).
 * Each new row is pushed (`resource-updated`, type `api-requests`) to those who read the project's keys.
 */
import { defineJob, now } from '../clock';
import { apiKeyStatus } from '../db/api-keys';
import { newId } from '../db/ids';
import { createRandom, fnv1a } from '../db/random';
import { db } from '../db/store';
import { pushResourceUpdated } from '../pusher-hub';
import { emitWebhookEvent } from '../webhooks/engine';
import { API_KEYS_READ } from '@/lib/contract/developer-permissions';
import { drawKind, drawRequest, type ApiRequest } from './requests';

export const API_TRAFFIC_JOB = 'api-request-traffic';
export const API_TRAFFIC_INTERVAL_MS = 10 * 60_000;

/** An address the key may call from: in its first allowed IPv4 range, else one of the documentation ranges. */
function addressOf(allowed: readonly string[], pick: number): string {
  const v4 = allowed.find((range) => /^\d+\.\d+\.\d+\.\d+\/(2[4-9]|3[0-2])$/.test(range));
  if (!v4) return `198.51.100.${pick % 250}`;
  const [base, bits] = v4.split('/');
  const parts = base.split('.').map(Number);
  const size = 2 ** (32 - Number(bits));
  parts[3] = (parts[3] & ~(size - 1)) + (size > 2 ? 1 + (pick % (size - 2)) : 0);
  return parts.join('.');
}

/** One round: a call or two per project with an active key, at `at`. Returns the rows written. */
export function runApiTraffic(at = now()): ApiRequest[] {
  const active = db.apiKeys.filter((key) => apiKeyStatus(key, at) === 'active').sort((a, b) => (a.id < b.id ? -1 : 1));
  const byProject = new Map<string, typeof active>();
  for (const key of active) byProject.set(key.projectId, [...(byProject.get(key.projectId) ?? []), key]);
  const made: ApiRequest[] = [];
  const iso = new Date(at).toISOString();
  for (const [projectId, keys] of byProject) {
    const random = createRandom(fnv1a(`api-traffic:${at}:${projectId}`));
    const calls = random.int(1, 2);
    for (let n = 0; n < calls; n += 1) {
      const key = random.pick(keys);
      const readOnly = !key.permissions.some((p) => p === 'payments' || p === 'charge.write' || p === 'refund.write');
      const kind = drawKind(random, readOnly ? ['get-payment', 'list-payments', 'balance'] : undefined);
      const { event, ...drawn } = drawRequest(random, kind, iso);
      const deliveries = event ? emitWebhookEvent(projectId, event.type, event.object) : [];
      made.push(
        db.apiRequests.insert({
          id: newId('req'),
          projectId,
          apiKeyId: key.id,
          keyPrefix: key.prefix,
          ip: addressOf(key.allowedIps, random.int(0, 9999)),
          at: iso,
          eventIds: [...new Set(deliveries.map((d) => d.eventId))],
          ...drawn,
        }),
      );
    }
  }
  for (const row of made) pushResourceUpdated(row.projectId, { type: 'api-requests', id: row.id }, { permission: API_KEYS_READ });
  return made;
}

const trafficJob = defineJob<null>(API_TRAFFIC_JOB, () => {
  runApiTraffic();
  trafficJob(API_TRAFFIC_INTERVAL_MS, null);
});

/** Starts the traffic (its first round 10 minutes from now) unless it runs already. */
export function armApiTraffic() {
  if (!db.jobs.find((job) => job.kind === API_TRAFFIC_JOB)) trafficJob(API_TRAFFIC_INTERVAL_MS, null);
}
