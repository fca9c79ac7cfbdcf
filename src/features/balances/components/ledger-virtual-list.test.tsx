import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../../../tests/render-ui';
import { LEDGER_ROW_HEIGHT, LedgerVirtualList, type LedgerRowView } from './ledger-virtual-list';

const ENTRIES = 10_000;
/** The most rows a ledger may keep in the DOM, whatever its length (issue 17). */
const MAX_LEDGER_DOM_ROWS = 150;

const rowAt = (index: number): LedgerRowView => ({
  key: `le_${index}`,
  href: `/transactions/trx_${index}`,
  title: `Payment ${index}`,
  detail: 'detail',
  amount: `EUR ${index}.00`,
});

describe('the ledger list', () => {
  it('keeps at most 150 rows in the DOM for 10,000 entries, each a link to its source, and tells its size', async () => {
    const seen: [number, number][] = [];
    await renderWithProviders(
      <MemoryRouter>
        <LedgerVirtualList
          count={ENTRIES}
          rowAt={rowAt}
          onRange={(first, last) => seen.push([first, last])}
          label="Available EUR: the entries"
          loadingLabel="Loading…"
        />
      </MemoryRouter>,
    );
    const list = await screen.findByRole('list', { name: 'Available EUR: the entries' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThanOrEqual(MAX_LEDGER_DOM_ROWS);
    expect(rows[0]).toHaveAttribute('aria-setsize', String(ENTRIES));
    expect(rows[0]).toHaveAttribute('aria-posinset', '1');
    expect(within(rows[0]).getByRole('link', { name: /Payment 0/ })).toHaveAttribute('href', '/transactions/trx_0');
    // The data side learns which rows are in view, to load their pages only.
    expect(seen.at(-1)?.[0]).toBe(0);
    expect(seen.at(-1)?.[1]).toBeLessThan(MAX_LEDGER_DOM_ROWS);
  });

  it('scrolled to the middle, shows the rows there (still ≤ 150) and asks for their range', async () => {
    const seen: [number, number][] = [];
    await renderWithProviders(
      <MemoryRouter>
        <LedgerVirtualList count={ENTRIES} rowAt={rowAt} onRange={(first, last) => seen.push([first, last])} label="Entries" loadingLabel="Loading…" />
      </MemoryRouter>,
    );
    const list = await screen.findByRole('list', { name: 'Entries' });
    const viewport = list.parentElement!;
    act(() => {
      viewport.scrollTop = 5_000 * LEDGER_ROW_HEIGHT;
      fireEvent.scroll(viewport);
    });
    await waitFor(() => expect(within(list).getByRole('link', { name: /Payment 5000/ })).toBeInTheDocument());
    expect(within(list).queryByRole('link', { name: /^Payment 0 / })).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem').length).toBeLessThanOrEqual(MAX_LEDGER_DOM_ROWS);
    expect(seen.at(-1)![0]).toBeGreaterThan(4_900);
  });

  it('shows a row whose page is not loaded yet as loading, without a link', async () => {
    await renderWithProviders(
      <MemoryRouter>
        <LedgerVirtualList count={3} rowAt={(index) => (index === 1 ? null : rowAt(index))} onRange={() => undefined} label="Entries" loadingLabel="Loading…" />
      </MemoryRouter>,
    );
    const rows = within(await screen.findByRole('list', { name: 'Entries' })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).queryByRole('link')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Loading…');
  });
});
