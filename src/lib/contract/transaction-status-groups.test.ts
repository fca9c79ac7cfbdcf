import { transactionStatuses } from './transactions';
import { statusesOfGroup, statusGroupOf, statusGroupOfStatus, statusGroups } from './transaction-status-groups';

describe('status groups', () => {
  it('put every status in exactly one group, and every group has statuses', () => {
    const grouped = statusGroups.flatMap((group) => statusesOfGroup(group));
    expect([...grouped].sort()).toEqual([...transactionStatuses].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(Object.keys(statusGroupOfStatus).sort()).toEqual([...transactionStatuses].sort());
    for (const group of statusGroups) expect(statusesOfGroup(group).length).toBeGreaterThan(0);
  });

  it('group what means the same to a merchant', () => {
    expect(statusesOfGroup('succeeded')).toEqual(['paid', 'completed', 'successful']);
    expect(statusGroupOf('cancelled')).toBe('cancelled');
    expect(statusGroupOf('expired')).toBe('cancelled');
    expect(statusGroupOf('partially-refunded')).toBe('refunded');
    expect(statusGroupOf('chargebacked')).toBe('disputed');
    expect(statusGroupOf('uncaptured')).toBe('authorized');
    expect(statusGroupOf('something-new')).toBeNull();
  });
});
