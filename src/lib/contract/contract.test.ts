import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { endpointOfAction } from '@/lib/actions/action-endpoints';
import { isMoneyMoving } from '@/lib/actions/money-actions';
import {
  actionContract,
  actionNames,
  ContractViolation,
  endpointPaths,
  parseAnswer,
  parseMeta,
  parsePayload,
  toPointer,
  type ActionData,
  type ActionPayload,
} from '.';

const refund = (amount: unknown) => ({ data: { type: 'refunds', attributes: { amount } } });

describe('payloads that break the contract are refused with pointers', () => {
  it('names the refund amount', async () => {
    for (const bad of [0, -5, 1.5, '100', Number.MAX_SAFE_INTEGER + 2]) {
      expect(await parsePayload('transactions/refund', refund(bad))).toEqual({
        ok: false,
        errors: [{ code: 'invalid', title: 'Amount must be a positive whole number of minor units', source: { pointer: '/data/attributes/amount' } }],
      });
    }
    expect(await parsePayload('transactions/refund', { data: { attributes: {} } })).toMatchObject({
      ok: false,
      errors: [{ code: 'required', source: { pointer: '/data/attributes/amount' } }],
    });
    expect(await parsePayload('transactions/refund', refund(1250))).toEqual({ ok: true, value: refund(1250) });
  });

  it('checks organizations field by field, the merchant included', async () => {
    const result = await parsePayload('organizations/create', { data: { type: 'organizations', attributes: { name: ' ', number: 'bad number' } } });
    expect(result).toEqual({
      ok: false,
      errors: [
        { code: 'required', title: 'Name is required', source: { pointer: '/data/attributes/name' } },
        { code: 'invalid', title: 'Use 4–20 capital letters, digits or dashes', source: { pointer: '/data/attributes/number' } },
        { code: 'required', title: 'Merchant is required', source: { pointer: '/data/relationships' } },
      ],
    });
    const noId = await parsePayload('organizations/create', {
      data: { attributes: { name: 'Contoso', number: 'CT-1' }, relationships: { merchant: { data: { type: 'merchants', id: '' } } } },
    });
    expect(noId).toMatchObject({ ok: false, errors: [{ code: 'invalid', source: { pointer: '/data/relationships/merchant/data/id' } }] });
  });

  it('trims text and applies defaults', async () => {
    const parsed = await parsePayload('projects/create', {
      data: { attributes: { name: '  New Shop  ' }, relationships: { organization: { data: { id: 'res_org_northwind' } } } },
    });
    expect(parsed).toEqual({
      ok: true,
      value: { data: { attributes: { name: 'New Shop', mode: 'live' }, relationships: { organization: { data: { id: 'res_org_northwind' } } } } },
    });
  });

  it('checks list requests: page size, operators, sort', async () => {
    expect(await parsePayload('identities/listMyResources', undefined)).toEqual({ ok: true, value: {} });
    expect(await parsePayload('identities/listMyResources', { page: { size: 501 } })).toMatchObject({
      ok: false,
      errors: [{ code: 'invalid', title: 'At most 500 per page', source: { pointer: '/page/size' } }],
    });
    expect(await parsePayload('topics/list', { resourceId: 'r', filters: [{ field: 'status', operator: 'like', value: 'x' }] })).toMatchObject({
      ok: false,
      errors: [{ code: 'invalid', source: { pointer: '/filters/0/operator' } }],
    });
    expect(await parsePayload('topics/list', { filters: [] })).toMatchObject({
      ok: false,
      errors: [{ code: 'required', title: 'Resource is required', source: { pointer: '/resourceId' } }],
    });
    expect(await parsePayload('topics/list', { resourceId: 'r', sort: 5 })).toMatchObject({ ok: false, errors: [{ source: { pointer: '/sort' } }] });
    expect(await parsePayload('topics/list', { resourceId: 'r', filters: [{ field: 'status', value: 'Pending' }], sort: [{ field: 'updatedAt' }] })).toEqual({
      ok: true,
      value: {
        resourceId: 'r',
        scope: 'workspace',
        filters: [{ field: 'status', operator: 'eq', value: 'Pending' }],
        sort: [{ field: 'updatedAt', direction: 'asc' }],
      },
    });
  });

  it('takes a switch per notification kind, subscriptions too; a value not a boolean is refused, a kind it does not know dropped', async () => {
    const patch = (notifications: unknown) => parsePayload('identities/patch', { data: { type: 'users', attributes: { preferences: { notifications } } } });
    const every = { refunds: true, disputes: false, reports: true, payouts: false, subscriptions: false, mailbox: true };
    expect(await patch(every)).toMatchObject({ ok: true, value: { data: { attributes: { preferences: { notifications: every } } } } });
    expect(await patch({ subscriptions: 'no' })).toMatchObject({
      ok: false,
      errors: [{ code: 'invalid', source: { pointer: '/data/attributes/preferences/notifications/subscriptions' } }],
    });
    // Not refused (a newer app may name a kind this server does not have yet), but not kept either.
    expect(await patch({ billing: false, subscriptions: true })).toMatchObject({
      ok: true,
      value: { data: { attributes: { preferences: { notifications: { subscriptions: true } } } } },
    });
    expect(await patch({ billing: false })).toEqual({ ok: true, value: { data: { type: 'users', attributes: { preferences: { notifications: {} } } } } });
  });

  it('checks user preferences one by one', async () => {
    const result = await parsePayload('identities/patch', {
      data: { type: 'users', attributes: { name: 'Ada', preferences: { theme: 'neon', timezone: 'Mars/Base', language: 'xx' } } },
    });
    expect(result).toMatchObject({
      ok: false,
      errors: [
        { code: 'invalid', title: 'Invalid timezone', source: { pointer: '/data/attributes/preferences/timezone' } },
        { code: 'invalid', title: 'Invalid theme', source: { pointer: '/data/attributes/preferences/theme' } },
        { code: 'invalid', title: 'Invalid language', source: { pointer: '/data/attributes/preferences/language' } },
      ],
    });
  });
});

describe('answers', () => {
  it('are read as leniently as the screens read them, unknown fields kept', async () => {
    const user = await actionContract['users/me'].answer({ id: 'usr_1', attributes: { email: 'a@b.c', extra: 1 } });
    expect(user.attributes).toEqual({
      email: 'a@b.c',
      extra: 1,
      twoFaEnabled: false,
      isTimezoneSet: false,
      preferences: { timezone: 'utc', layoutType: 'constrained', theme: 'auto', dateFormat: 'dd.MM.yyyy' },
    });
    expect(await parseAnswer('identities/deleteAccessToken', undefined)).toEqual({ ok: true, value: null });
    expect(await parseMeta('identities/listMyResources', { page: { total: 3 } })).toEqual({ ok: true, value: { page: { total: 3 } } });
  });

  it('reject with the fields that break the contract, under /data', async () => {
    expect(await parseAnswer('users/me', { id: 'usr_1', attributes: {} })).toEqual({
      ok: false,
      errors: [{ code: 'required', title: 'This field is required', source: { pointer: '/data/attributes/email' } }],
    });
    const statistics = {
      type: 'transaction-statistics',
      attributes: {
        currencies: [{ currency: 'EUR', volume: 12.5, count: 1, approvedCount: 1 }],
        series: [],
        byStatus: [],
        byPaymentMethod: [],
        approvalRate: 1,
        totalCount: 1,
      },
    };
    const failure = await actionContract['transactions/getStatistics'].answer(statistics).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContractViolation);
    expect((failure as ContractViolation).errors).toEqual([
      { code: 'invalid', title: 'Expected int', source: { pointer: '/data/attributes/currencies/0/volume' } },
    ]);
  });
});

describe('the map', () => {
  it('names endpoint, mutation and money for every action', () => {
    for (const name of actionNames) {
      const entry = actionContract[name];
      expect(Object.keys(endpointPaths)).toContain(entry.endpoint);
      expect(entry.movesMoney).toBe(isMoneyMoving(name));
      // What the action client posts to when a call names no endpoint.
      expect(endpointOfAction(name) ?? endpointPaths.main).toBe(endpointPaths[entry.endpoint]);
      if (entry.movesMoney) expect(entry.mutates).toBe(true);
    }
    expect(actionContract['topics/list'].endpoint).toBe('mailbox');
    expect(actionContract['payout-requests/externalList'].endpoint).toBe('payouts');
    // Every mutating action of the areas that existed when this was written; later areas add theirs.
    expect(actionNames.filter((name) => actionContract[name].mutates)).toEqual(
      expect.arrayContaining([
        'identities/deleteAccessToken',
        'organizations/create',
        'payment-links/create',
        'payment-links/deactivate',
        'projects/create',
        'transaction-exports/create',
        'transaction-views/create',
        'transaction-views/delete',
        'transactions/bulkRefund',
        'transactions/cancel',
        'transactions/capture',
        'transactions/refund',
        'users/confirmPhone',
        'users/confirmTwoFaSecret',
        'users/createTwoFaSecret',
        'users/disableTwoFa',
        'identities/patch',
        'users/sendPhoneCode',
        'users/unlinkPhone',
      ]),
    );
    expect(actionNames.filter((name) => /\/(list|get)/.test(name) && actionContract[name].mutates)).toEqual([]);
    expect(actionNames.filter((name) => actionContract[name].movesMoney).sort()).toEqual([
      'antifraud-reviews/approve',
      'antifraud-reviews/cancel',
      'antifraud-reviews/refundAsFraud',
      'exchanges/confirm',
      'payouts/create',
      'subscriptions/changePlan',
      'subscriptions/retryPayment',
      'transactions/bulkRefund',
      'transactions/cancel',
      'transactions/capture',
      'transactions/refund',
      'transfers/create',
    ]);
  });

  it('types payloads and answers by action name', () => {
    expectTypeOf<ActionPayload<'transactions/refund'>>().toEqualTypeOf<{
      data: { type?: 'refunds' | undefined; attributes: { amount: number; reason?: string | null | undefined }; relationships?: unknown };
    }>();
    expectTypeOf<ActionData<'transactions/refund'>['attributes']['amount']>().toEqualTypeOf<number>();
    expectTypeOf<ActionData<'users/me'>['attributes']['preferences']['theme']>().toEqualTypeOf<'auto' | 'light' | 'dark'>();
    expectTypeOf<ActionData<'identities/listMyResources'>[number]['id']>().toEqualTypeOf<string>();
  });

  it('escapes pointer segments (RFC 6901)', () => {
    expect(toPointer(['filter', 'a/b~c', 0])).toBe('/filter/a~1b~0c/0');
    expect(toPointer([], '/data')).toBe('/data');
  });
});

describe('loading', () => {
  it('never imports zod eagerly: only types, and the kit on demand', () => {
    const dir = __dirname;
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
      const source = readFileSync(join(dir, file), 'utf8');
      const imports = source.match(/^import[^;]*?from\s+'[^']+';/gms) ?? [];
      for (const statement of imports) {
        if (/from\s+'(zod|zod\/mini|@\/lib\/validation\/zod-kit)'/.test(statement)) expect(statement, `${file}: ${statement}`).toMatch(/^import type /);
      }
    }
  });
});
