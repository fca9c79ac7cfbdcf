/**
 * The API request log and the developers hub in the sandbox (docs/api/api-request-log.md): filters,
 * paging over 100,000 calls, masking, the events a call caused, the clock's traffic and the refusals.
 */
import { sandboxControls } from '../controls';
import { db } from '../db/store';
import { maskBody, maskPath } from '../developers/mask';
import { API_TRAFFIC_INTERVAL_MS } from '../developers/traffic';
import { VOLUME_PROJECT } from '../developers/volume';
import { openLive, signIn } from '../test/harness';
import { setupSandboxServer } from '../test/setup-server';

setupSandboxServer();

const ORG = 'res_org_northwind';
const SHOP = 'res_prj_northwind_shop';

type Row = { id: string; attributes: Record<string, unknown>; relationships?: { apiKey?: { data?: { id: string } } } };

describe('masking', () => {
  it('keeps the last four digits of card numbers and hides secret values, in JSON and in text', () => {
    const body = JSON.stringify({
      card: { number: '4242 4242 4242 4242', cvc: '123' },
      client_secret: 'pay_x_secret_y',
      password: 'p',
      note: 'card 5555555555554444 used',
      amount: 1000,
    });
    expect(JSON.parse(maskBody(body)!)).toEqual({
      card: { number: '•••• 4242', cvc: '••••' },
      client_secret: '••••',
      password: '••••',
      note: 'card •••• 4444 used',
      amount: 1000,
    });
    expect(maskBody('token=abc&card=4000056655665556')).toBe('token=••••&card=•••• 5556');
    expect(maskBody(null)).toBeNull();
    expect(maskPath('/v1/payments?access_token=abc&limit=2')).toBe('/v1/payments?access_token=••••&limit=2');
  });
});

describe('api-request-log/list', () => {
  it('lists the workspace’s calls newest first, filtered by errors, status class or code, method, path prefix and key', async () => {
    const live = await openLive(await signIn('developer@sandbox.test'));
    const list = async (filters: unknown[], page = { size: 100 }) => {
      const answer = await live.action('api-request-log/list', { resourceId: ORG, filters, page });
      expect(answer.errors).toBeUndefined();
      return { rows: answer.data as Row[], total: (answer.meta as { page: { total: number } }).page.total };
    };
    const all = await list([]);
    expect(all.total).toBeGreaterThan(2_400);
    const times = all.rows.map((row) => row.attributes.at as string);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.rows[0].attributes).not.toHaveProperty('requestBody', expect.anything());

    const errors = await list([{ field: 'status', operator: 'gte', value: 400 }]);
    expect(errors.total).toBeGreaterThan(100);
    expect(errors.total).toBeLessThan(all.total / 3);
    expect(errors.rows.every((row) => (row.attributes.status as number) >= 400)).toBe(true);
    const fourXX = await list([{ field: 'status', value: '4xx' }]);
    expect(fourXX.rows.every((row) => Math.floor((row.attributes.status as number) / 100) === 4)).toBe(true);
    const declined = await list([{ field: 'status', value: '402' }]);
    expect(declined.total).toBeGreaterThan(0);
    expect(declined.rows.every((row) => row.attributes.status === 402)).toBe(true);
    const posts = await list([
      { field: 'method', value: 'POST' },
      { field: 'pathPrefix', value: '/v1/payments' },
    ]);
    expect(posts.rows.every((row) => row.attributes.method === 'POST' && String(row.attributes.path).startsWith('/v1/payments'))).toBe(true);
    const reporting = await list([{ field: 'apiKeyId', value: 'key_nw_reporting' }]);
    expect(reporting.rows.every((row) => row.attributes.keyName === 'Reporting export' && row.attributes.method === 'GET')).toBe(true);

    const refusal = async (payload: unknown) => (await live.action('api-request-log/list', payload)).errors?.[0];
    expect(await refusal({ resourceId: ORG, filters: [{ field: 'status', value: '4x' }] })).toMatchObject({
      code: 'invalid',
      source: { pointer: '/filters/0/value' },
    });
    expect(await refusal({ resourceId: ORG, filters: [{ field: 'body', value: 'x' }] })).toMatchObject({
      code: 'invalid',
      source: { pointer: '/filters/0/field' },
    });
    expect(await refusal({ resourceId: ORG, sort: 'at' })).toMatchObject({ code: 'invalid', source: { pointer: '/sort' } });
    expect(await refusal({ resourceId: 'res_org_nowhere' })).toMatchObject({ code: 'not-found' });
    live.close();
  });

  it('serves enterprise’s 100,000 calls page by page and filters them', async () => {
    const live = await openLive(await signIn('enterprise@sandbox.test'));
    const first = await live.action('api-request-log/list', { resourceId: VOLUME_PROJECT, page: { size: 50, number: 1 } });
    expect((first.meta as { page: { total: number } }).page.total).toBe(100_000);
    expect(first.data as Row[]).toHaveLength(50);
    const last = await live.action('api-request-log/list', { resourceId: VOLUME_PROJECT, page: { size: 50, number: 2_000 } });
    expect((last.data as Row[]).at(-1)?.id).toBe('req_ent_100000');
    const failed = await live.action('api-request-log/list', { resourceId: VOLUME_PROJECT, filters: [{ field: 'status', value: '5xx' }], page: { size: 20 } });
    const total = (failed.meta as { page: { total: number } }).page.total;
    expect(total).toBeGreaterThan(500);
    expect(total).toBeLessThan(10_000);
    const one = await live.action('api-request-log/get', { id: (failed.data as Row[])[0].id });
    expect(Math.floor(((one.data as Row).attributes.status as number) / 100)).toBe(5);
    live.close();
  });
});

describe('api-request-log/get', () => {
  it('answers both bodies masked and the webhook events a call caused, with their deliveries', async () => {
    const live = await openLive(await signIn('developer@sandbox.test'));
    const declined = await live.action('api-request-log/list', { resourceId: SHOP, filters: [{ field: 'status', value: '402' }], page: { size: 100 } });
    const caused = (declined.data as Row[]).find((row) => (row.attributes.eventCount as number) > 0)!;
    expect(caused).toBeDefined();
    const details = (await live.action('api-request-log/get', { id: caused.id })).data as Row;
    const attributes = details.attributes as {
      requestBody: string;
      responseBody: string;
      events: { type: string; deliveries: { id: string; endpointId: string }[] }[];
    };
    expect(attributes.requestBody).toMatch(/"number":"•••• \d{4}"/);
    expect(attributes.requestBody).toContain('"cvc":"••••"');
    expect(attributes.requestBody).not.toMatch(/\d{13,}/);
    expect(attributes.responseBody).toContain('card_declined');
    expect(attributes.events[0].type).toBe('payment.failed');
    const delivery = db.webhookDeliveries.get(attributes.events[0].deliveries[0].id);
    expect(delivery?.eventId).toBe(caused.attributes.eventCount ? db.apiRequests.get(caused.id)?.eventIds[0] : '');
    expect((await live.action('api-request-log/get', { id: 'req_unknown' })).errors?.[0]).toMatchObject({ code: 'not-found', title: 'API request not found' });
    live.close();
  });

  it('refuses roles without api-keys.read, and calls of projects out of reach, alike unknown ones', async () => {
    const support = await openLive(await signIn('support@sandbox.test'));
    expect((await support.action('api-request-log/list', { resourceId: ORG })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    expect((await support.action('api-request-log/get', { id: 'req_nw_00001' })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    expect((await support.action('developers/overview', { resourceId: ORG })).errors?.[0]).toMatchObject({ code: 'forbidden' });
    support.close();
    const enterprise = await openLive(await signIn('enterprise@sandbox.test'));
    expect((await enterprise.action('api-request-log/get', { id: 'req_nw_00001' })).errors?.[0]).toMatchObject({
      code: 'not-found',
      title: 'API request not found',
    });
    enterprise.close();
  });
});

describe('the clock’s traffic and the hub', () => {
  it('adds calls with the active keys every 10 minutes once the log is read; a payment made sends its webhook event', async () => {
    const live = await openLive(await signIn('developer@sandbox.test'));
    const before = db.apiRequests.size;
    await live.action('api-request-log/list', { resourceId: SHOP });
    sandboxControls.advance(6 * API_TRAFFIC_INTERVAL_MS);
    const added = db.apiRequests.filter((row) => row.id.startsWith('req_') && !/^req_(nw|solo|ok|flaky|fails)_/.test(row.id));
    expect(db.apiRequests.size).toBeGreaterThan(before);
    expect(added.length).toBeGreaterThanOrEqual(6);
    expect(new Set(added.map((row) => row.apiKeyId))).not.toContain('key_nw_plugin');
    const withEvents = added.filter((row) => row.eventIds.length > 0);
    for (const row of withEvents) expect(db.webhookDeliveries.find((d) => d.eventId === row.eventIds[0])).toBeDefined();
    live.close();
  });

  it('sums up each project’s keys, endpoints, allowed IPs, translations and calls', async () => {
    const live = await openLive(await signIn('developer@sandbox.test'));
    const answer = await live.action('developers/overview', { resourceId: ORG });
    const shop = (answer.data as Row[]).find((row) => row.id === SHOP)!.attributes;
    expect(shop).toMatchObject({
      projectName: 'Northwind Shop',
      keys: { active: 2, expired: 1, revoked: 0 },
      endpoints: { enabled: 2, disabled: 1 },
      allowedIps: { count: 0 },
      translations: { count: 3 },
    });
    expect((shop.requests24h as { total: number }).total).toBeGreaterThan(50);
    live.close();
  });
});
