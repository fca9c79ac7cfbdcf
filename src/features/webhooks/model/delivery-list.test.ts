import { isLiveDeliveries, replayRange, toDeliveryFilters } from './delivery-list';

describe('the delivery console in the URL', () => {
  it('sends the status, the event type and the days (in the user time zone) as filters', () => {
    const filters = toDeliveryFilters(
      { status: ['failed', 'retrying'], event: 'refund.succeeded', created: { from: '2026-11-01', to: '2026-11-02' } },
      'Europe/Riga',
    );
    expect(filters).toEqual([
      { field: 'status', operator: 'in', value: ['failed', 'retrying'] },
      { field: 'eventType', operator: 'eq', value: 'refund.succeeded' },
      { field: 'createdAt', operator: 'gte', value: '2026-10-31T22:00:00.000Z' },
      { field: 'createdAt', operator: 'lte', value: '2026-11-02T21:59:59.999Z' },
    ]);
    expect(toDeliveryFilters({}, 'UTC')).toEqual([]);
  });

  it('replays the failed deliveries of the date range only, whatever the other filters; every day without one', () => {
    const range = replayRange({ status: ['succeeded'], event: 'payment.failed', created: { from: '2026-11-01' } }, 'UTC');
    expect(range.from).toBe('2026-11-01T00:00:00.000Z');
    expect(range.to > '9000').toBe(true);
    expect(range.count).toEqual([
      { field: 'status', operator: 'eq', value: 'failed' },
      { field: 'createdAt', operator: 'gte', value: '2026-11-01T00:00:00.000Z' },
      { field: 'createdAt', operator: 'lte', value: range.to },
    ]);
    const all = replayRange({}, 'UTC');
    expect(all.days).toBeNull();
    expect(Date.parse(all.from)).toBe(0);
  });

  it('follows new deliveries on the first page newest first only', () => {
    expect(isLiveDeliveries(1, '-createdAt')).toBe(true);
    expect(isLiveDeliveries(2, '-createdAt')).toBe(false);
    expect(isLiveDeliveries(1, 'createdAt')).toBe(false);
  });
});
