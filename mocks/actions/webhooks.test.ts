import { parseAnswer, parseMeta, type ActionName } from '@/lib/contract';
import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_MS } from '@/lib/contract/developers';
import { now } from '../clock';
import { sandboxControls } from '../controls';
import { db } from '../db/store';
import { openLive, signIn, signInAs } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';
import { hmacSha256Hex } from '../webhooks/hmac-sha256';
import { BENCH_DELIVERIES, BENCH_ENDPOINT_ID } from '../webhooks/seed';

setupSandboxServer({ trustStepUp: true });

const SHOP = 'res_prj_northwind_shop';
const SANDBOX = 'res_prj_northwind_sandbox';
const DAY = 86_400_000;

type Live = Awaited<ReturnType<typeof openLive>>;
interface Delivery {
  id: string;
  attributes: Record<string, unknown> & { status: string; attempt: number; nextRetryAt: string | null };
}

const endpointBody = (attributes: Record<string, unknown>, resourceId = SHOP) => ({
  resourceId,
  data: { type: 'webhook-endpoints', attributes: { url: 'https://ok.merchant.test/hook', events: ['refund.succeeded'], ...attributes } },
});

async function createEndpoint(live: Live, attributes: Record<string, unknown>, resourceId = SHOP): Promise<string> {
  const created = await live.action('webhook-endpoints/create', endpointBody(attributes, resourceId));
  expect(created.errors).toBeUndefined();
  return (created.data as { id: string }).id;
}

async function testEvent(live: Live, endpointId: string, eventType = 'payment.succeeded'): Promise<string> {
  const sent = await live.action('webhook-endpoints/sendTestEvent', { data: { attributes: { eventType } } }, { id: endpointId });
  expect(sent.errors).toBeUndefined();
  return (sent.data as Delivery).id;
}

const delivery = (id: string) => db.webhookDeliveries.get(id)!;

describe('webhook-endpoints: create, read, change', () => {
  it('creates an endpoint with a one-time secret ticket and its secret prefix only; lists and gets it', async () => {
    const live = await openLive(await signIn('developer@sandbox.test'));
    const created = await live.action(
      'webhook-endpoints/create',
      endpointBody({ description: 'Fulfilment', events: ['refund.succeeded', 'payment.captured'] }),
    );
    expect(created.errors).toBeUndefined();
    const id = (created.data as { id: string }).id;
    expect(created.data).toMatchObject({
      type: 'webhook-endpoints',
      attributes: { status: 'enabled', url: 'https://ok.merchant.test/hook', events: ['refund.succeeded', 'payment.captured'] },
    });
    expect(created.meta?.secretTicket).toEqual(expect.stringMatching(/^tkt_/));
    const secret = db.webhookEndpoints.get(id)!.secret;
    expect(JSON.stringify(created)).not.toContain(secret);
    expect((created.data as { attributes: { secretPrefix: string } }).attributes.secretPrefix).toBe(secret.slice(0, 10));

    const listed = await live.action('webhook-endpoints/list', { resourceId: SHOP });
    expect((listed.data as { id: string }[]).map((e) => e.id)).toContain(id);
    expect((await live.action('webhook-endpoints/get', undefined, { id })).data).toMatchObject({ id, attributes: { description: 'Fulfilment' } });
    // The audit entry of the creation keeps no secret.
    expect(JSON.stringify(db.auditEntries.filter((entry) => entry.object.id === id))).not.toContain(secret);
    live.close();
  });

  it('refuses a bad URL, http for a live project (not for a sandbox one), no events and unknown events', async () => {
    const live = await openLive(await signIn('admin@sandbox.test'));
    const refusal = async (attributes: Record<string, unknown>, resourceId = SHOP) =>
      (await live.action('webhook-endpoints/create', endpointBody(attributes, resourceId))).errors;
    expect(await refusal({ url: 'not a url' })).toEqual([expect.objectContaining({ code: 'invalid-url', source: { pointer: '/data/attributes/url' } })]);
    expect(await refusal({ url: 'ftp://ok.merchant.test/x' })).toEqual([expect.objectContaining({ code: 'invalid-url' })]);
    expect(await refusal({ url: 'http://ok.merchant.test/x' })).toEqual([
      expect.objectContaining({ code: 'https-required', source: { pointer: '/data/attributes/url' } }),
    ]);
    expect(await refusal({ url: 'http://ok.merchant.test/x' }, SANDBOX)).toBeUndefined();
    expect(await refusal({ events: [] })).toEqual([
      { code: 'events-required', title: 'Select at least one event', source: { pointer: '/data/attributes/events' } },
    ]);
    expect(await refusal({ events: ['refund.succeeded', 'refund.exploded'] })).toEqual([
      expect.objectContaining({ code: 'invalid', source: { pointer: '/data/attributes/events/1' } }),
    ]);

    const id = await createEndpoint(live, {});
    const update = (attributes: Record<string, unknown>) => live.action('webhook-endpoints/update', { data: { attributes } }, { id });
    expect((await update({ url: 'http://ok.merchant.test/x' })).errors?.[0]).toMatchObject({ code: 'https-required' });
    expect((await update({ events: [] })).errors?.[0]).toMatchObject({ code: 'events-required', title: 'Select at least one event' });
    expect((await update({ url: 'https://slow.merchant.test/x', description: 'Slow' })).data).toMatchObject({
      attributes: { url: 'https://slow.merchant.test/x', description: 'Slow', events: ['refund.succeeded'] },
    });
    live.close();
  });

  it("answers an unknown id, or another workspace's endpoint, with 'Webhook endpoint not found by ID'", async () => {
    const live = await openLive(await signIn('admin@sandbox.test'));
    for (const name of ['webhook-endpoints/get', 'webhook-endpoints/disable', 'webhook-endpoints/delete'] as const) {
      expect((await live.action(name, undefined, { id: 'whe_nope' })).errors).toEqual([{ code: 'not-found', title: 'Webhook endpoint not found by ID' }]);
    }
    live.close();
    // The multi account's developer identity holds the webhook permissions on Solo Store only.
    const solo = await openLive(await signInAs('multi@sandbox.test', 'idn_multi_developer'));
    expect((await solo.action('webhook-endpoints/get', undefined, { id: 'whe_nw_ok' })).errors).toEqual([
      { code: 'not-found', title: 'Webhook endpoint not found by ID' },
    ]);
    expect((await solo.action('webhook-deliveries/get', undefined, { id: 'whd_nw_ok_001' })).errors?.[0]).toMatchObject({ code: 'not-found' });
    solo.close();
  });

  it('refuses support and finance every webhook action (they hold no webhook permission)', async () => {
    for (const email of ['support@sandbox.test', 'finance@sandbox.test']) {
      const live = await openLive(await signIn(email));
      expect((await live.action('webhook-endpoints/list', { resourceId: SHOP })).errors?.[0]).toMatchObject({ code: 'forbidden' });
      expect((await live.action('webhook-endpoints/get', undefined, { id: 'whe_nw_ok' })).errors?.[0]).toMatchObject({ code: 'forbidden' });
      expect((await live.action('webhook-endpoints/create', endpointBody({}))).errors?.[0]).toMatchObject({ code: 'forbidden' });
      expect((await live.action('webhook-deliveries/list', { filter: { endpointId: 'whe_nw_ok' } })).errors?.[0]).toMatchObject({ code: 'forbidden' });
      live.close();
    }
  });

  it('disables, enables and deletes; a disabled endpoint takes no test event; rotating gives a new ticket and prefix', async () => {
    const live = await openLive(await signIn('admin@sandbox.test'));
    const id = await createEndpoint(live, {});
    const before = db.webhookEndpoints.get(id)!.secret;
    const rotated = await live.action('webhook-endpoints/rotateSecret', undefined, { id });
    expect(rotated.meta?.secretTicket).toEqual(expect.stringMatching(/^tkt_/));
    expect(db.webhookEndpoints.get(id)!.secret).not.toBe(before);

    expect((await live.action('webhook-endpoints/disable', undefined, { id })).data).toMatchObject({
      attributes: { status: 'disabled', disabledReason: 'manual' },
    });
    expect(
      (await live.action('webhook-endpoints/sendTestEvent', { data: { attributes: { eventType: 'refund.succeeded' } } }, { id })).errors?.[0],
    ).toMatchObject({ code: 'endpoint-disabled' });
    expect((await live.action('webhook-endpoints/enable', undefined, { id })).data).toMatchObject({
      attributes: { status: 'enabled', disabledReason: null, disabledAt: null },
    });
    await testEvent(live, id);
    expect((await live.action('webhook-endpoints/delete', undefined, { id })).errors).toBeUndefined();
    expect(db.webhookDeliveries.filter((d) => d.endpointId === id)).toEqual([]);
    expect((await live.action('webhook-endpoints/get', undefined, { id })).errors?.[0]).toMatchObject({ title: 'Webhook endpoint not found by ID' });
    live.close();
  });
});

describe('deliveries on the sandbox clock', () => {
  it('tries a test event at once: ok answers 200 with its latency, signed with the secret over "<t>.<body>"', async () => {
    const live = await openLive(await signIn('developer@sandbox.test'));
    const id = await createEndpoint(live, {});
    const sent = await live.action('webhook-endpoints/sendTestEvent', { data: { attributes: { eventType: 'dispute.opened' } } }, { id });
    const deliveryId = (sent.data as Delivery).id;
    expect(sent.data).toMatchObject({ attributes: { status: 'pending', attempt: 0, test: true, eventType: 'dispute.opened' } });
    sandboxControls.advance(0);
    const got = (await live.action('webhook-deliveries/get', undefined, { id: deliveryId })).data as Delivery;
    expect(got.attributes).toMatchObject({
      status: 'succeeded',
      attempt: 1,
      statusCode: 200,
      error: null,
      nextRetryAt: null,
      responseBody: '{"received":true}',
    });
    expect(got.attributes.latencyMs).toEqual(expect.any(Number));
    const body = got.attributes.requestBody as string;
    expect(JSON.parse(body)).toMatchObject({ type: 'dispute.opened', id: got.attributes.eventId, data: { object: { type: 'disputes' } } });
    expect(body).toContain('\n  "type"');
    const headers = got.attributes.requestHeaders as Record<string, string>;
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(headers['Webhook-Signature'])!;
    expect(v1).toBe(hmacSha256Hex(db.webhookEndpoints.get(id)!.secret, `${t}.${body}`));
    live.close();
  });

  it('retries a failing host on the schedule, then fails for good after the last attempt', async () => {
    const live = await openLive(await signIn('admin@sandbox.test'));
    const id = await createEndpoint(live, { url: 'https://fails.merchant.test/hook' });
    const deliveryId = await testEvent(live, id);
    sandboxControls.advance(0);
    expect(delivery(deliveryId)).toMatchObject({ status: 'retrying', attempt: 1, statusCode: 500 });
    expect(delivery(deliveryId).responseBody).toContain('internal_error');
    for (const [i, delay] of WEBHOOK_RETRY_DELAYS_MS.entries()) {
      const due = Date.parse(delivery(deliveryId).nextRetryAt!);
      expect(due - now()).toBe(delay);
      sandboxControls.advance(delay - 1);
      expect(delivery(deliveryId).attempt).toBe(i + 1);
      sandboxControls.advance(1);
      expect(delivery(deliveryId).attempt).toBe(i + 2);
    }
    expect(delivery(deliveryId)).toMatchObject({ status: 'failed', attempt: WEBHOOK_MAX_ATTEMPTS, nextRetryAt: null });
    live.close();
  });

  it.each([1, 3])('flaky-%i fails the first attempts of each delivery and succeeds on attempt N+1', async (n) => {
    const live = await openLive(await signIn('admin@sandbox.test'));
    const id = await createEndpoint(live, { url: `https://flaky-${n}.merchant.test/hook` });
    const deliveryId = await testEvent(live, id);
    sandboxControls.advance(0);
    for (let i = 0; i < n; i += 1) {
      expect(delivery(deliveryId)).toMatchObject({ status: 'retrying', attempt: i + 1, statusCode: 500 });
      sandboxControls.advance(WEBHOOK_RETRY_DELAYS_MS[i]);
    }
    expect(delivery(deliveryId)).toMatchObject({ status: 'succeeded', attempt: n + 1, statusCode: 200, nextRetryAt: null });
    live.close();
  });

  it('a timeout is recorded 10 s later as error timeout; a slow host answers 200 after 3 s; an unknown host refuses', async () => {
    const live = await openLive(await signIn('admin@sandbox.test'));
    const timeout = await testEvent(live, await createEndpoint(live, { url: 'https://timeout.merchant.test/hook' }));
    const slow = await testEvent(live, await createEndpoint(live, { url: 'https://slow.merchant.test/hook' }));
    const refused = await testEvent(live, await createEndpoint(live, { url: 'https://nobody.example.com/hook' }));
    sandboxControls.advance(0);
    expect(delivery(refused)).toMatchObject({ status: 'retrying', attempt: 1, statusCode: null, error: 'connection-refused' });
    sandboxControls.advance(2_999);
    expect(delivery(slow)).toMatchObject({ status: 'pending', attempt: 0 });
    sandboxControls.advance(1);
    expect(delivery(slow)).toMatchObject({ status: 'succeeded', attempt: 1, statusCode: 200, latencyMs: 3_000 });
    expect(delivery(timeout)).toMatchObject({ status: 'pending', attempt: 0 });
    sandboxControls.advance(7_000);
    expect(delivery(timeout)).toMatchObject({ status: 'retrying', attempt: 1, statusCode: null, error: 'timeout', latencyMs: 10_000, responseBody: null });
    // The retry is counted from the end of the timed-out attempt.
    expect(Date.parse(delivery(timeout).nextRetryAt!) - now()).toBe(WEBHOOK_RETRY_DELAYS_MS[0]);
    live.close();
  });

  it('pushes each change of a delivery to those who read the project’s webhooks', async () => {
    const live = await openLive(await signIn('developer@sandbox.test'));
    const id = await createEndpoint(live, { url: 'https://fails.merchant.test/hook' });
    const deliveryId = await testEvent(live, id);
    const from = live.messages.length;
    sandboxControls.advance(0);
    const pushed = await live.next((m) => m.event === 'resource-updated' && m.data.includes(deliveryId) && m.data.includes('retrying'), undefined, from);
    expect(JSON.parse(pushed.data)).toMatchObject({ type: 'webhook-deliveries', id: deliveryId, attributes: { status: 'retrying', attempt: 1 } });
    await live.next((m) => m.event === 'resource-updated' && m.data.includes(`"id":"${id}"`), undefined, from);
    live.close();
  });
});

describe('webhook-deliveries: the console', () => {
  it('lists an endpoint’s deliveries with filters, newest first; the endpoint is required', async () => {
    const live = await openLive(await signIn('admin@sandbox.test'));
    const all = await live.action('webhook-deliveries/list', { filter: { endpointId: 'whe_nw_ok' } });
    expect(all.meta?.page?.total).toBe(30);
    const rows = all.data as Delivery[];
    expect(rows.map((r) => r.attributes.createdAt)).toEqual([...rows.map((r) => r.attributes.createdAt)].sort().reverse());
    const retrying = await live.action('webhook-deliveries/list', {
      filters: [
        { field: 'endpointId', value: 'whe_nw_flaky' },
        { field: 'status', value: 'retrying' },
      ],
    });
    expect(retrying.meta?.page?.total).toBe(3);
    expect((await live.action('webhook-deliveries/list', {})).errors?.[0]).toMatchObject({ code: 'required', source: { pointer: '/filter/endpointId' } });
    expect((await live.action('webhook-deliveries/list', { filter: { endpointId: 'whe_nope' } })).errors?.[0]).toMatchObject({
      title: 'Webhook endpoint not found by ID',
    });
    live.close();
  });

  it('resends one delivery as a new one (replayOf) of the same event', async () => {
    const live = await openLive(await signIn('admin@sandbox.test'));
    const id = await createEndpoint(live, { url: 'https://fails.merchant.test/hook' });
    const original = await testEvent(live, id);
    sandboxControls.advance(0);
    await live.action('webhook-endpoints/update', { data: { attributes: { url: 'https://ok.merchant.test/hook' } } }, { id });
    const resent = await live.action('webhook-deliveries/resend', undefined, { id: original });
    const copy = resent.data as Delivery;
    expect(copy.id).not.toBe(original);
    expect(copy.attributes).toMatchObject({ replayOf: original, eventId: delivery(original).eventId, test: true, status: 'pending' });
    expect(copy.attributes.requestBody).toBe(delivery(original).requestBody);
    sandboxControls.advance(0);
    expect(delivery(copy.id)).toMatchObject({ status: 'succeeded', attempt: 1 });
    expect((await live.action('webhook-deliveries/resend', undefined, { id: 'whd_nope' })).errors?.[0]).toMatchObject({ code: 'not-found' });
    live.close();
  });

  it('replays the failed deliveries of a range as new deliveries, and those only', async () => {
    const live = await openLive(await signIn('admin@sandbox.test'));
    const id = await createEndpoint(live, { url: 'https://fails.merchant.test/hook' });
    const start = new Date(now()).toISOString();
    const first = await testEvent(live, id);
    sandboxControls.advance(1_000);
    const failed = [first, await testEvent(live, id)];
    sandboxControls.advance(2 * DAY); // every attempt made: both failed
    expect(failed.map((d) => delivery(d).status)).toEqual(['failed', 'failed']);
    await live.action('webhook-endpoints/update', { data: { attributes: { url: 'https://ok.merchant.test/hook' } } }, { id });
    const succeeded = await testEvent(live, id);
    sandboxControls.advance(1_000);
    const outside = await testEvent(live, id);
    await live.action('webhook-endpoints/update', { data: { attributes: { url: 'https://fails.merchant.test/hook' } } }, { id });
    sandboxControls.advance(2 * DAY);
    expect(delivery(outside).status).toBe('failed');
    await live.action('webhook-endpoints/update', { data: { attributes: { url: 'https://ok.merchant.test/hook' } } }, { id });

    const to = delivery(succeeded).createdAt;
    const replay = await live.action('webhook-deliveries/replay', { data: { attributes: { endpointId: id, from: start, to } } });
    const { deliveryIds, total } = (replay.data as { attributes: { deliveryIds: string[]; total: number } }).attributes;
    expect(total).toBe(2);
    expect(deliveryIds.map((d) => delivery(d).replayOf)).toEqual(failed);
    sandboxControls.advance(0);
    expect(deliveryIds.map((d) => delivery(d).status)).toEqual(['succeeded', 'succeeded']);
    expect(db.auditEntries.find((entry) => entry.action === 'webhook-deliveries/replay')).toMatchObject({
      resource: { id: SHOP },
      object: { type: 'webhook-replays' },
    });
    // Replayed ones are not replayed again.
    const again = await live.action('webhook-deliveries/replay', { data: { attributes: { endpointId: id, from: start, to } } });
    expect(again.data).toMatchObject({ attributes: { total: 0, deliveryIds: [] } });
    expect((await live.action('webhook-deliveries/replay', { data: { attributes: { endpointId: id, from: to, to: start } } })).errors?.[0]).toMatchObject({
      source: { pointer: '/data/attributes/to' },
    });
    live.close();
  });

  it('disables an endpoint that has failed without a success for 5 days, pushed with the reason', async () => {
    const live = await openLive(await signIn('developer@sandbox.test'));
    const id = await createEndpoint(live, { url: 'https://fails.merchant.test/hook' });
    const start = now();
    for (let day = 0; day < 5; day += 1) {
      await testEvent(live, id);
      sandboxControls.advance(DAY - (day === 4 ? 1 : 0));
    }
    // Failing since the first attempt, 1 ms short of 5 days: still enabled.
    expect(db.webhookEndpoints.get(id)).toMatchObject({ status: 'enabled', failingSince: new Date(start).toISOString() });
    sandboxControls.advance(1);
    const from = live.messages.length;
    await testEvent(live, id);
    sandboxControls.advance(0);
    expect(db.webhookEndpoints.get(id)).toMatchObject({ status: 'disabled', disabledReason: 'failing' });
    const pushed = await live.next((m) => m.event === 'resource-updated' && m.data.includes('"disabledReason":"failing"'), undefined, from);
    expect(JSON.parse(pushed.data)).toMatchObject({ type: 'webhook-endpoints', id, attributes: { status: 'disabled' } });
    // Its retries stop; nothing is left to try.
    expect(db.webhookDeliveries.filter((d) => d.endpointId === id && (d.status === 'retrying' || d.status === 'pending'))).toEqual([]);
    live.close();
  });
});

describe('seed', () => {
  it('has the healthy, flaky and disabled endpoints on Northwind Shop and the bench endpoint with 10,000 deliveries', async () => {
    expect(db.webhookEndpoints.get('whe_nw_fails')).toMatchObject({ status: 'disabled', disabledReason: 'failing' });
    const live = await openLive(await signIn('admin@sandbox.test'));
    const listed = await live.action('webhook-endpoints/list', { resourceId: 'res_org_northwind' });
    const byId = new Map((listed.data as { id: string; attributes: Record<string, number | string | null> }[]).map((e) => [e.id, e.attributes]));
    expect(byId.get('whe_nw_ok')).toMatchObject({ status: 'enabled', failed24h: 0, failingSince: null });
    expect(Number(byId.get('whe_nw_ok')!.succeeded24h)).toBeGreaterThan(5);
    expect(byId.get('whe_nw_flaky')).toMatchObject({ status: 'enabled', failingSince: expect.any(String) });
    const page = await live.action('webhook-deliveries/list', { filter: { endpointId: BENCH_ENDPOINT_ID }, page: { size: 100 } });
    expect(page.meta?.page?.total).toBe(BENCH_DELIVERIES);
    live.close();
  });

  it('carries the seeded retrying deliveries on the clock', async () => {
    const live = await openLive(await signIn('admin@sandbox.test'));
    await live.action('webhook-deliveries/list', { filter: { endpointId: 'whe_nw_flaky' } });
    sandboxControls.advance(10 * 60_000);
    expect(db.webhookDeliveries.filter((d) => d.endpointId === 'whe_nw_flaky').map((d) => d.status)).toEqual(Array(12).fill('succeeded'));
    live.close();
  });
});

describe('the answers follow the contract', () => {
  it('every webhook action', async () => {
    const live = await openLive(await signIn('admin@sandbox.test'));
    const id = await createEndpoint(live, { url: 'https://fails.merchant.test/hook' });
    const deliveryId = await testEvent(live, id);
    sandboxControls.advance(0);
    const calls: [ActionName, unknown, string?][] = [
      ['webhook-endpoints/list', { resourceId: SHOP }],
      ['webhook-endpoints/get', undefined, id],
      ['webhook-endpoints/create', endpointBody({})],
      ['webhook-endpoints/update', { data: { attributes: { description: 'x' } } }, id],
      ['webhook-endpoints/rotateSecret', undefined, id],
      ['webhook-endpoints/sendTestEvent', { data: { attributes: { eventType: 'payout.paid' } } }, id],
      ['webhook-deliveries/list', { filter: { endpointId: BENCH_ENDPOINT_ID } }],
      ['webhook-deliveries/get', undefined, deliveryId],
      ['webhook-deliveries/resend', undefined, deliveryId],
      ['webhook-deliveries/replay', { data: { attributes: { endpointId: 'whe_nw_ok', from: '2020-01-01T00:00:00Z', to: new Date(now()).toISOString() } } }],
      ['webhook-endpoints/disable', undefined, id],
      ['webhook-endpoints/enable', undefined, id],
      ['webhook-endpoints/delete', undefined, id],
    ];
    for (const [name, payload, target] of calls) {
      const answer = await live.action(name, payload, target ? { id: target } : {});
      expect(answer.errors, name).toBeUndefined();
      expect(await parseAnswer(name, answer.data), name).toMatchObject({ ok: true });
      expect(await parseMeta(name, answer.meta), name).toMatchObject({ ok: true });
    }
    live.close();
  });
});
