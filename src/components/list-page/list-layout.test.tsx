import { Badge } from '@mantine/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { renderWithProviders } from '../../../tests/render-ui';
import { useClientList, type ClientListSpec } from './client-list';
import { ListPage } from './list-page';
import type { ListColumn, ListDefinition } from './types';
import { paymentStatusFilter } from './testing/payments-fixture';
import { useListParams } from './use-list-params';

interface Payment {
  id: string;
  name: string;
  amount: number;
  status: 'paid' | 'failed';
  customer: string;
}

const payments = (count: number): Payment[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `pay_${i + 1}`,
    name: `Payment ${i + 1}`,
    amount: (i + 1) * 100,
    status: i % 2 ? 'failed' : 'paid',
    customer: `customer${i + 1}@example.com`,
  }));

const definition: ListDefinition = {
  id: 'payments',
  search: { label: 'Search payments' },
  sortable: ['name', 'amount'],
  defaultSort: { id: 'name', desc: false },
  filters: [paymentStatusFilter],
};

const spec: ClientListSpec<Payment> = {
  filters: { status: (p, value) => (value as string[]).includes(p.status) },
  compare: { name: (a, b) => a.amount - b.amount, amount: (a, b) => a.amount - b.amount },
};

// Default columns: 200 + 120 + 150 + 150 + 60 = 680 px; "Note" only through the column chooser.
const columns: ListColumn<Payment>[] = [
  { id: 'name', header: 'Name', rowHeader: true, hideable: false, width: 200, card: 'title', cell: (p) => p.name },
  { id: 'amount', header: 'Amount', align: 'end', width: 120, priority: 1, card: 'amount', cell: (p) => `€${p.amount}` },
  { id: 'status', header: 'Status', width: 150, priority: 2, card: 'status', cell: (p) => <Badge>{p.status}</Badge> },
  { id: 'customer', header: 'Customer', width: 150, priority: 3, card: 'who', cell: (p) => p.customer },
  { id: 'note', header: 'Note', width: 200, defaultHidden: true, cell: () => 'note' },
  {
    id: 'actions',
    header: 'Actions',
    headerHidden: true,
    hideable: false,
    actions: true,
    width: 60,
    card: 'actions',
    cell: (p, { tabIndex }) => <button type="button" tabIndex={tabIndex}>{`Copy ${p.name}`}</button>,
  },
];

const exportAction = vi.fn();

function Payments({ rows }: { rows: Payment[] }) {
  const list = useListParams(definition);
  const page = useClientList(rows, list.params, spec);
  return (
    <ListPage
      title="Payments"
      actions={[{ id: 'export', label: 'Export CSV', onClick: exportAction }]}
      list={list}
      columns={columns}
      rows={page.rows}
      total={page.total}
      getRowId={(p) => p.id}
      label="Payments"
      empty={{ title: 'No payments yet' }}
      rowHref={(p) => `/payments/${p.id}`}
      userId="usr_1"
    />
  );
}

function Details() {
  const location = useLocation();
  return <p>{`Details of ${location.pathname} from ${(location.state as { from?: string } | null)?.from ?? 'nowhere'}`}</p>;
}

async function renderList(url = '/payments', rows = payments(5)) {
  const router = createMemoryRouter(
    [
      { path: '/payments', element: <Payments rows={rows} /> },
      { path: '/payments/:id', element: <Details /> },
    ],
    { initialEntries: [url] },
  );
  const utils = await renderWithProviders(<RouterProvider router={router} />);
  return { ...utils, router };
}

/** A viewport of `width` px for the media queries the app asks (min-/max-width in em or px), reduced motion on. */
function setViewport(width: number) {
  const px = (match: RegExpMatchArray | null) => (match ? Number(match[1]) * (match[2] === 'em' ? 16 : 1) : null);
  window.matchMedia = ((query: string) => {
    const min = px(query.match(/min-width:\s*([\d.]+)(em|px)/));
    const max = px(query.match(/max-width:\s*([\d.]+)(em|px)/));
    const sized = min !== null || max !== null;
    const matches = /prefers-reduced-motion:\s*reduce/.test(query) || (sized && (min === null || width >= min) && (max === null || width <= max));
    return {
      matches,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    };
  }) as typeof window.matchMedia;
}

// jsdom has no layout: the list's body is `bodyWidth` px wide, the grid's content `contentWidth` px.
let bodyWidth = 0;
let contentWidth = 0;
const originalMatchMedia = window.matchMedia;
const layout = (name: 'clientWidth' | 'clientHeight' | 'scrollWidth', get: (el: HTMLElement) => number) =>
  Object.defineProperty(HTMLElement.prototype, name, {
    configurable: true,
    get(this: HTMLElement) {
      return get(this);
    },
  });
beforeAll(() => {
  layout('clientHeight', (el) => (el.getAttribute('role') === 'grid' ? 480 : 0));
  layout('clientWidth', (el) => (el.hasAttribute('data-list-body') ? bodyWidth : el.getAttribute('role') === 'grid' ? Math.max(0, bodyWidth - 2) : 0));
  layout('scrollWidth', (el) => (el.getAttribute('role') === 'grid' ? contentWidth : 0));
});
afterAll(() => {
  for (const name of ['clientWidth', 'clientHeight', 'scrollWidth']) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
});
afterEach(() => {
  localStorage.clear();
  window.matchMedia = originalMatchMedia;
  bodyWidth = 0;
  contentWidth = 0;
  exportAction.mockReset();
});

const grid = () => screen.getByRole('grid', { name: 'Payments' });
const headers = () =>
  within(grid())
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
const bodyRows = () => within(grid()).getAllByRole('row').slice(1);

describe('list layout: columns that fit', () => {
  it('shows the default columns that fit the width, by priority; the others wait in the column chooser', async () => {
    // 600 px, less the table's border and a scrollbar: 581 px. Name and actions (260) stay, then amount and status fit.
    bodyWidth = 600;
    const { user } = await renderList();
    expect(headers()).toEqual(['Name', 'Amount', 'Status', 'Actions']);

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    // jsdom has no layout: the menu's positioning soon takes its button for scrolled away and hides it.
    await waitFor(() => screen.getByRole('menu', { hidden: true }));
    const choices = () => screen.getAllByRole('menuitemcheckbox', { hidden: true });
    expect(choices().map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['Amount', 'true'],
      ['Status', 'true'],
      ['Customer', 'false'],
      ['Note', 'false'],
    ]);
    // Chosen by the user, a column shows although it does not fit; the choice is theirs from now on.
    await user.click(choices()[2]);
    await waitFor(() => expect(headers()).toEqual(['Name', 'Amount', 'Status', 'Customer', 'Actions']));
    expect(JSON.parse(localStorage.getItem('list-columns:usr_1:payments')!)).toEqual(['note']);
  });

  it('pins the key column and the actions, and shades the edges that hide columns', async () => {
    bodyWidth = 600;
    contentWidth = 830;
    localStorage.setItem('list-columns:usr_1:payments', JSON.stringify([]));
    await renderList();
    expect(headers()).toEqual(['Name', 'Amount', 'Status', 'Customer', 'Note', 'Actions']);
    for (const row of within(grid()).getAllByRole('row')) {
      const cells = [...row.children];
      expect(cells[0]).toHaveAttribute('data-pin', 'start');
      expect(cells.at(-1)).toHaveAttribute('data-pin', 'end');
      expect(cells.slice(1, -1).filter((cell) => cell.hasAttribute('data-pin'))).toEqual([]);
    }
    const frame = grid().parentElement!;
    expect(frame).toHaveAttribute('data-overflow-end');
    expect(frame).not.toHaveAttribute('data-overflow-start');

    act(() => {
      grid().scrollLeft = 100;
      fireEvent.scroll(grid());
    });
    await waitFor(() => expect(frame).toHaveAttribute('data-overflow-start'));
    expect(frame).toHaveAttribute('data-overflow-end');
    act(() => {
      grid().scrollLeft = 830 - 598;
      fireEvent.scroll(grid());
    });
    await waitFor(() => expect(frame).not.toHaveAttribute('data-overflow-end'));
  });

  it('opens the filters on demand, counts the active ones and shows them as removable chips', async () => {
    setViewport(1440);
    const { user, router } = await renderList();
    const button = screen.getByRole('button', { name: 'Filters' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();

    await user.click(button);
    const panel = screen.getByRole('region', { name: 'Filters' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(panel).getByRole('checkbox', { name: 'Failed' }));
    await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=failed'));
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    const chips = screen.getByRole('group', { name: 'Active filters' });
    await user.click(within(chips).getByRole('button', { name: 'Remove filter: Status: Failed' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('list layout: rows are links', () => {
  it('links every key cell to its details, carrying the list to come back to', async () => {
    const { user, router } = await renderList('/payments?sort=-amount');
    const links = bodyRows().map((row) => within(row).getByRole('rowheader').querySelector('a'));
    expect(links.map((link) => link?.getAttribute('href'))).toEqual([
      '/payments/pay_5',
      '/payments/pay_4',
      '/payments/pay_3',
      '/payments/pay_2',
      '/payments/pay_1',
    ]);
    expect(within(bodyRows()[0]).getByRole('link', { name: 'Payment 5' })).toBeInTheDocument();

    await user.click(within(bodyRows()[1]).getByRole('link', { name: 'Payment 4' }));
    expect(await screen.findByText('Details of /payments/pay_4 from /payments?sort=-amount')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    // A click elsewhere on the row opens it too; a click on a control in the row does not.
    await user.click(within(bodyRows()[2]).getByRole('button', { name: 'Copy Payment 3' }));
    expect(router.state.location.pathname).toBe('/payments');
    await user.click(within(bodyRows()[2]).getByText('customer3@example.com'));
    expect(await screen.findByText('Details of /payments/pay_3 from /payments?sort=-amount')).toBeInTheDocument();
  });

  it('opens a row in a new tab with a middle click or Ctrl/⌘ + click anywhere on it', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, router } = await renderList();
    fireEvent(within(bodyRows()[1]).getByText('customer2@example.com'), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(open).toHaveBeenLastCalledWith('/payments/pay_2', '_blank', 'noopener');
    await user.keyboard('{Control>}');
    await user.click(within(bodyRows()[2]).getByText('€300'));
    await user.keyboard('{/Control}');
    expect(open).toHaveBeenLastCalledWith('/payments/pay_3', '_blank', 'noopener');
    expect(router.state.location.pathname).toBe('/payments');
  });

  it('keeps the keyboard: the row is the tab stop, its link and controls follow, arrows move and Enter opens', async () => {
    const { user } = await renderList();
    await user.click(screen.getByRole('searchbox'));
    for (const name of ['Filters', 'Columns', 'Name', 'Amount']) {
      await user.tab();
      expect(document.activeElement).toHaveAccessibleName(name);
    }
    await user.tab();
    expect(document.activeElement).toBe(bodyRows()[0]);
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName('Payment 1');
    expect(within(bodyRows()[1]).getByRole('link')).toHaveAttribute('tabindex', '-1');
    await user.tab({ shift: true });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(await screen.findByText('Details of /payments/pay_3 from /payments')).toBeInTheDocument();
  });
});

describe('list layout: phones', () => {
  it('below 600 px, rows are cards of their slotted columns and the toolbar is one menu', async () => {
    setViewport(390);
    bodyWidth = 358;
    const { user, router } = await renderList();
    // The header row stays for screen readers, without buttons; only the columns with a slot are there.
    expect(headers()).toEqual(['Name', 'Amount', 'Status', 'Customer', 'Actions']);
    expect(within(grid()).queryAllByRole('button', { name: /Name|Amount/ })).toEqual([]);
    const cells = [...bodyRows()[0].children].map((cell) => [cell.getAttribute('data-slot'), cell.textContent]);
    expect(cells).toEqual([
      ['title', 'Payment 1'],
      ['amount', '€100'],
      ['status', 'paid'],
      ['who', 'customer1@example.com'],
      ['actions', 'Copy Payment 1'],
    ]);
    expect(within(bodyRows()[0]).getByRole('link', { name: 'Payment 1' })).toHaveAttribute('href', '/payments/pay_1');
    expect(screen.queryByRole('button', { name: 'Columns' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'List actions' }));
    // jsdom has no layout: the menu's positioning soon takes its button for scrolled away and hides it.
    const menu = await waitFor(() => screen.getByRole('menu', { hidden: true }));
    const items = () => within(menu).getAllByRole('menuitem', { hidden: true });
    expect(items().map((item) => item.textContent)).toEqual(['Filters', 'Name, sorted ascending', 'Amount', 'Export CSV']);
    await user.click(items()[2]);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=amount'));
    await user.click(screen.getByRole('button', { name: 'List actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Export CSV', hidden: true }));
    expect(exportAction).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'List actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Filters', hidden: true }));
    expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
  });

  it('moves through the cards with the arrows and opens one with Enter', async () => {
    setViewport(390);
    const { user } = await renderList();
    act(() => bodyRows()[0].focus());
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(bodyRows()[1]);
    await user.keyboard('{End}{Enter}');
    expect(await screen.findByText('Details of /payments/pay_5 from /payments')).toBeInTheDocument();
  });
});
