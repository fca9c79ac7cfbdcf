import { fitColumns } from './fit-columns';
import type { ListColumn } from './types';

const column = (id: string, extra: Partial<ListColumn<unknown>> = {}): ListColumn<unknown> => ({ id, header: id, cell: () => null, ...extra });

// 150 + 100 + 120 + 200 + 80 = 650 px of default columns.
const columns = [
  column('key', { hideable: false, width: 150 }),
  column('status', { width: 100, priority: 1 }),
  column('created', { width: 120, priority: 2 }),
  column('customer', { width: 200, priority: 3 }),
  column('optional', { width: 300, defaultHidden: true }),
  column('actions', { hideable: false, actions: true, width: 80 }),
];

describe('fitColumns', () => {
  it('hides nothing while the width is unknown or everything fits', () => {
    expect(fitColumns(columns, 0)).toEqual(new Set());
    expect(fitColumns(columns, 650)).toEqual(new Set());
  });

  it('gives up the highest priority numbers first, never a column that may not be hidden', () => {
    expect(fitColumns(columns, 649)).toEqual(new Set(['customer']));
    expect(fitColumns(columns, 450)).toEqual(new Set(['customer']));
    expect(fitColumns(columns, 449)).toEqual(new Set(['customer', 'created']));
    expect(fitColumns(columns, 100)).toEqual(new Set(['customer', 'created', 'status']));
  });

  it('gives up columns without a priority last, the later one first', () => {
    const plain = [column('a', { width: 100 }), column('b', { width: 100 }), column('c', { width: 100, priority: 1 })];
    expect(fitColumns(plain, 250)).toEqual(new Set(['c']));
    expect(fitColumns(plain, 150)).toEqual(new Set(['c', 'b']));
  });
});
