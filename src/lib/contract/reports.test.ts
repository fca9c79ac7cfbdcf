import { actionContract, parsePayload } from '.';
import { periodDays, reportReadPermission, reportWritePermissions } from './reports';

const request = (attributes: Record<string, unknown>) => ({
  resourceId: 'res_prj_northwind_shop',
  data: { type: 'reports', attributes: { kind: 'processing-transactions', level: 'project', period: { from: '2025-01-01', to: '2025-01-31' }, ...attributes } },
});

describe('the reports contract', () => {
  it('names the permissions by kind and counts period days inclusively', () => {
    expect(reportReadPermission('settled-transactions')).toBe('reports.settled-transactions.read');
    expect(reportWritePermissions).toEqual(['reports.processing-transactions.write', 'reports.settled-transactions.write']);
    expect(periodDays('2024-01-01', '2024-12-31')).toBe(366);
    expect(actionContract['reports/request'].mutates).toBe(true);
    expect(actionContract['reports/requestAgain'].movesMoney).toBe(false);
  });

  it('checks a request: format default, dates, order and length of the period', async () => {
    expect(await parsePayload('reports/request', request({}))).toMatchObject({ ok: true, value: { data: { attributes: { format: 'csv' } } } });
    expect(await parsePayload('reports/request', request({ period: { from: '2025-02-01', to: '2025-01-31' } }))).toMatchObject({
      ok: false,
      errors: [{ code: 'period-order', source: { pointer: '/data/attributes/period/to' } }],
    });
    expect(await parsePayload('reports/request', request({ period: { from: '2024-01-01', to: '2025-01-01' } }))).toMatchObject({
      ok: false,
      errors: [{ code: 'period-too-long', title: 'A report covers at most 366 days', source: { pointer: '/data/attributes/period/to' } }],
    });
    expect(await parsePayload('reports/request', request({ period: { from: '2024-01-01', to: '2024-12-31' } }))).toMatchObject({ ok: true });
    expect(await parsePayload('reports/request', request({ period: { from: '2025-02-30', to: '2025-03-01' } }))).toMatchObject({
      ok: false,
      errors: [{ source: { pointer: '/data/attributes/period/from' } }],
    });
    expect(await parsePayload('reports/request', request({ kind: 'payouts', level: 'merchant' }))).toMatchObject({
      ok: false,
      errors: [{ source: { pointer: '/data/attributes/kind' } }, { source: { pointer: '/data/attributes/level' } }],
    });
  });
});
