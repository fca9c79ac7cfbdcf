import { within } from '@testing-library/react';

/** A grid's body rows, each with its cells' text by column header. */
export function gridRows(grid: HTMLElement) {
  const [header, ...rows] = within(grid).getAllByRole('row');
  const names = within(header)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent?.trim() ?? '');
  return rows.map((row) => {
    const cells = [...row.querySelectorAll('[role=gridcell], [role=rowheader]')];
    return { row, cells: Object.fromEntries(names.map((name, i) => [name, cells[i]?.textContent ?? ''])) as Record<string, string> };
  });
}
