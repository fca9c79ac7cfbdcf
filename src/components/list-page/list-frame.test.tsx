import { Anchor } from '@mantine/core';
import { StrictMode } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { renderWithProviders } from '../../../tests/render-ui';
import { useClientList } from './client-list';
import { ListFrame } from './list-frame';
import type { ClientListSpec } from './client-list';
import type { ListColumn, ListDefinition } from './types';
import { paymentStatusFilter } from './testing/payments-fixture';
import { useListParams } from './use-list-params';

interface Payment {
  id: string;
  name: string;
  amount: number;
  status: 'paid' | 'failed';
}

const payments = (count: number): Payment[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `pay_${i + 1}`,
    name: `Payment ${String(i + 1).padStart(5, '0')}`,
    amount: ((i * 37) % 1000) + 1,
    status: i % 3 === 0 ? 'failed' : 'paid',
  }));

const definition = (pageSize = 50): ListDefinition => ({
  id: 'payments',
  pageSize,
  search: { label: 'Search payments' },
  sortable: ['name', 'amount'],
  defaultSort: { id: 'name', desc: false },
  filters: [paymentStatusFilter, { type: 'amount-range', id: 'amount', label: 'Amount' }],
});

const spec: ClientListSpec<Payment> = {
  searchText: (p) => p.name,
  filters: {
    status: (p, value) => (value as string[]).includes(p.status),
    amount: (p, value) => {
      const { min, max } = value as { min?: string; max?: string };
      return (min === undefined || p.amount >= Number(min)) && (max === undefined || p.amount <= Number(max));
    },
  },
  compare: { name: (a, b) => a.name.localeCompare(b.name), amount: (a, b) => a.amount - b.amount },
};

const columns: ListColumn<Payment>[] = [
  {
    id: 'name',
    header: 'Name',
    rowHeader: true,
    hideable: false,
    cell: (p, { tabIndex }) => (
      <Anchor component={Link} to={`/payments/${p.id}`} tabIndex={tabIndex}>
        {p.name}
      </Anchor>
    ),
  },
  { id: 'amount', header: 'Amount', align: 'end', cell: (p) => p.amount },
  { id: 'status', header: 'Status', cell: (p) => p.status },
];

interface Options {
  rows?: Payment[];
  pageSize?: number;
  userId?: string;
  onOpen?: (row: Payment) => void;
}

function Payments({ rows, pageSize, userId, onOpen }: Required<Omit<Options, 'onOpen'>> & Pick<Options, 'onOpen'>) {
  const list = useListParams(useDefinition(pageSize));
  const page = useClientList(rows, list.params, spec);
  return (
    <ListFrame
      list={list}
      columns={columns}
      rows={page.rows}
      total={page.total}
      getRowId={(p) => p.id}
      label="Payments"
      empty={{ title: 'No payments yet' }}
      onOpen={onOpen}
      userId={userId}
    />
  );
}

const definitions = new Map<number, ListDefinition>();
const useDefinition = (pageSize: number) => {
  if (!definitions.has(pageSize)) definitions.set(pageSize, definition(pageSize));
  return definitions.get(pageSize)!;
};

async function renderList(url = '/payments', { rows = payments(5), pageSize = 50, userId = 'usr_1', onOpen }: Options = {}) {
  const router = createMemoryRouter(
    [
      { path: '/payments', element: <Payments rows={rows} pageSize={pageSize} userId={userId} onOpen={onOpen} /> },
      { path: '/payments/:id', element: <p>Details</p> },
    ],
    { initialEntries: [url] },
  );
  const utils = await renderWithProviders(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  const search = () => new URLSearchParams(router.state.location.search);
  return { ...utils, router, search };
}

const grid = () => screen.getByRole('grid', { name: 'Payments' });
const bodyRows = () => within(grid()).getAllByRole('row').slice(1);
const names = () => bodyRows().map((row) => within(row).getByRole('rowheader').textContent);

// jsdom has no layout: give the grid a viewport (as @tanstack/react-virtual's own tests do).
const VIEWPORT = 480;
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.getAttribute('role') === 'grid' ? VIEWPORT : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.getAttribute('role') === 'grid' ? 1000 : 0;
    },
  });
});
afterAll(() => {
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).clientHeight;
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).clientWidth;
});
afterEach(() => localStorage.clear());

describe('list frame: URL', () => {
  it('reads filters, search and sort from the URL, ignores what it does not know, and keeps foreign parameters', async () => {
    const { user, search } = await renderList('/payments?q=0000&status=failed&status=bogus&amount.min=abc&sort=-amount&page=x&tab=keep');
    expect(screen.getByRole('searchbox', { name: 'Search payments' })).toHaveValue('0000');
    const chips = screen.getByRole('group', { name: 'Active filters' });
    expect(within(chips).getByRole('button', { name: 'Remove filter: Search: 0000' })).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'Remove filter: Status: Failed' })).toBeInTheDocument();
    // Failed payments 1 and 4, by amount descending (112 then 1).
    expect(names()).toEqual(['Payment 00004', 'Payment 00001']);

    await user.click(within(chips).getByRole('button', { name: 'Remove filter: Status: Failed' }));
    await waitFor(() => expect(search().getAll('status')).toEqual([]));
    expect(search().get('tab')).toBe('keep');
    expect(search().get('q')).toBe('0000');
    await waitFor(() => expect(names()).toHaveLength(5));
  });

  it('applies the filter panel in one step, and Back undoes it', async () => {
    const { user, search, router } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(panel).getByRole('checkbox', { name: 'Paid' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Minimum' }), '50');
    await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(search().toString()).toBe('status=paid&amount.min=50'));
    await waitFor(() => expect(names()).toEqual(['Payment 00003', 'Payment 00005']));
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(search().toString()).toBe('');
    expect(names()).toHaveLength(5);
    expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('refuses a range that ends before it starts', async () => {
    const { user, search } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    await user.type(within(panel).getByRole('textbox', { name: 'Minimum' }), '50');
    await user.type(within(panel).getByRole('textbox', { name: 'Maximum' }), '10');
    await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    expect(within(panel).getByRole('textbox', { name: 'Maximum' })).toHaveAccessibleDescription('The start must not be after the end');
    expect(search().toString()).toBe('');
  });

  it('takes amounts as people type them, keeps them as decimals, and says what is wrong with one it cannot read', async () => {
    const { user, search } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    const minimum = within(panel).getByRole('textbox', { name: 'Minimum' });
    await user.type(minimum, '=1+1');
    expect(minimum).toHaveAccessibleDescription('Enter an amount such as 12.50');
    await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    expect(search().toString()).toBe('');
    expect(minimum).toHaveValue('=1+1');
    await user.clear(minimum);
    await user.type(minimum, '1,250');
    expect(minimum).toHaveAccessibleDescription(/decimal/i);
    await user.clear(minimum);
    await user.type(minimum, '1 250,5');
    expect(minimum).not.toHaveAccessibleDescription();
    await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(search().toString()).toBe('amount.min=1250.5'));
    expect(screen.getByRole('group', { name: 'Active filters' })).toHaveTextContent('Amount: from 1,250.5');
  });

  it('searches as you type: one history entry per run of typing', async () => {
    const { user, search, router } = await renderList('/payments?page=1');
    const box = screen.getByRole('searchbox', { name: 'Search payments' });
    await user.type(box, '0000');
    await waitFor(() => expect(search().get('q')).toBe('0000'));
    await user.type(box, '3');
    await waitFor(() => expect(search().get('q')).toBe('00003'));
    await waitFor(() => expect(names()).toEqual(['Payment 00003']));

    await act(() => router.navigate(-1));
    expect(search().get('q')).toBeNull();
    await waitFor(() => expect(box).toHaveValue(''));
    expect(names()).toHaveLength(5);
  });

  it('pages on the server side of the frame: "Showing" with previous and next', async () => {
    const { user, search, router } = await renderList('/payments', { rows: payments(5), pageSize: 2 });
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–2 of 5');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(search().get('page')).toBe('2'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Showing 3–4 of 5'));
    expect(names()).toEqual(['Payment 00003', 'Payment 00004']);
    await act(() => router.navigate(-1));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–2 of 5');
  });
});

describe('list frame: table', () => {
  it('sorts by a column header and says so with aria-sort', async () => {
    const { user, search } = await renderList();
    const amount = () => screen.getByRole('columnheader', { name: 'Amount' });
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    expect(amount()).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Status' })).not.toHaveAttribute('aria-sort');

    await user.click(within(amount()).getByRole('button', { name: 'Amount' }));
    await waitFor(() => expect(search().get('sort')).toBe('amount'));
    await waitFor(() => expect(amount()).toHaveAttribute('aria-sort', 'ascending'));
    expect(names()).toEqual(['Payment 00001', 'Payment 00002', 'Payment 00003', 'Payment 00004', 'Payment 00005']);

    await user.click(within(amount()).getByRole('button', { name: 'Amount' }));
    await waitFor(() => expect(search().get('sort')).toBe('-amount'));
    await waitFor(() => expect(amount()).toHaveAttribute('aria-sort', 'descending'));
    expect(names()[0]).toBe('Payment 00005');

    await user.click(within(amount()).getByRole('button', { name: 'Amount' }));
    await waitFor(() => expect(search().get('sort')).toBeNull());
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending'));
  });

  it('remembers the chosen columns per user and list', async () => {
    const first = await renderList();
    await first.user.click(screen.getByRole('button', { name: 'Columns' }));
    // jsdom has no layout: the menu's positioning may soon take its button for scrolled away and hide it.
    const status = await screen.findByRole('menuitemcheckbox', { name: 'Status', hidden: true });
    expect(status).toHaveAttribute('aria-checked', 'true');
    // The name column cannot be hidden: it names the row.
    expect(screen.queryByRole('menuitemcheckbox', { name: 'Name', hidden: true })).not.toBeInTheDocument();
    await first.user.click(status);
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Status' })).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem('list-columns:usr_1:payments')!)).toEqual(['status']);
    first.unmount();

    await renderList();
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Status' })).not.toBeInTheDocument();
    expect(within(bodyRows()[0]).getAllByRole('gridcell')).toHaveLength(1);
  });

  it('shows every column to another user', async () => {
    localStorage.setItem('list-columns:usr_1:payments', JSON.stringify(['status']));
    await renderList('/payments', { userId: 'usr_2' });
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
  });

  it('is one tab stop whose arrows, Home, End and Page keys move the active row, and Enter opens it', async () => {
    const onOpen = vi.fn();
    const { user } = await renderList('/payments', { rows: payments(40), onOpen });
    const focusedRow = () => document.activeElement?.closest<HTMLElement>('[role="row"]') ?? null;
    const activeName = () => (focusedRow() ? within(focusedRow()!).getByRole('rowheader').textContent : null);

    await user.click(screen.getByRole('searchbox'));
    for (const name of ['Filters', 'Columns', 'Name', 'Amount']) {
      await user.tab();
      expect(document.activeElement).toHaveAccessibleName(name);
    }
    await user.tab();
    expect(document.activeElement).toHaveAttribute('role', 'row');
    expect(activeName()).toBe('Payment 00001');
    expect(
      within(grid())
        .getAllByRole('row')
        .filter((row) => row.tabIndex === 0),
    ).toHaveLength(1);
    // Only the active row's link is in the tab order: Tab reaches it, then leaves the table.
    expect(within(bodyRows()[1]).getByRole('link')).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName('Payment 00001');
    await user.tab();
    expect(grid()).not.toContainElement(document.activeElement as HTMLElement);
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(activeName()).toBe('Payment 00001');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeName()).toBe('Payment 00003');
    await user.keyboard('{ArrowUp}');
    expect(activeName()).toBe('Payment 00002');
    await user.keyboard('{End}');
    expect(activeName()).toBe('Payment 00040');
    await user.keyboard('{Home}');
    expect(activeName()).toBe('Payment 00001');
    // 480 px of viewport, a 44 px header, 48 px rows: 9 rows per page, less one for context.
    await user.keyboard('{PageDown}');
    expect(activeName()).toBe('Payment 00009');
    await user.keyboard('{PageUp}');
    expect(activeName()).toBe('Payment 00001');
    expect(onOpen).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'pay_2' }));
  });

  it('renders only the rows in view: 10,000 rows, at most 150 in the DOM', async () => {
    const { user } = await renderList('/payments', { rows: payments(10_000), pageSize: 10_000 });
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–10,000 of 10,000');
    const table = grid();
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    expect(bodyRows().length).toBeGreaterThanOrEqual(10);
    expect(bodyRows().length).toBeLessThanOrEqual(150);

    table.scrollTop = 48 * 5000;
    fireEvent.scroll(table);
    await waitFor(() => expect(names()).toContain('Payment 05001'));
    expect(bodyRows().length).toBeLessThanOrEqual(150);

    // The row the keyboard moves to is rendered and focused, wherever it is.
    await user.click(bodyRows()[0]);
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveAttribute('aria-rowindex', '10001');
    expect(bodyRows().length).toBeLessThanOrEqual(150);
  });
});

describe('list frame: states', () => {
  function Frame(props: Partial<Parameters<typeof ListFrame<Payment>>[0]>) {
    const list = useListParams(useDefinition(50));
    return (
      <ListFrame list={list} columns={columns} rows={[]} total={0} getRowId={(p) => p.id} label="Payments" empty={{ title: 'No payments yet' }} {...props} />
    );
  }
  const renderFrame = async (props: Partial<Parameters<typeof ListFrame<Payment>>[0]>, url = '/payments') => {
    const router = createMemoryRouter([{ path: '/payments', element: <Frame {...props} /> }], { initialEntries: [url] });
    const utils = await renderWithProviders(<RouterProvider router={router} />);
    return { ...utils, router };
  };

  it('shows loading, then the error with a retry, inside the frame', async () => {
    const onRetry = vi.fn();
    const loading = await renderFrame({ loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    loading.unmount();
    const { user } = await renderFrame({ error: { code: 503, message: 'Service Unavailable', errors: [] }, onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Some error occurred. Please try again later');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('tells an empty list from one whose filters match nothing', async () => {
    const { unmount } = await renderFrame({});
    expect(screen.getByRole('heading', { name: 'No payments yet' })).toBeInTheDocument();
    unmount();

    const { user, router } = await renderFrame({}, '/payments?status=paid');
    expect(screen.getByRole('heading', { name: 'Nothing matches' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear all filters' }).at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { name: 'No payments yet' })).toBeInTheDocument();
  });
});
