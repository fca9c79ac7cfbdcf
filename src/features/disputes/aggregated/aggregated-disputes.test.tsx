import { screen, waitFor, within } from '@testing-library/react';
import { currentPath, markReleaseNotesSeen, renderRestored, withSandbox } from '../../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 15_000 };

async function openAggregated(route = '/aggregated-disputes', email = 'admin@sandbox.test') {
  markReleaseNotesSeen(email);
  const app = await renderRestored(email, route);
  await screen.findByRole('heading', { level: 1, name: 'Aggregated disputes' }, LONG);
  return app;
}

const numberOf = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d]/g, ''));
/** A breakdown table's rows: name, count, share, amounts. */
const tableRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));

describe('aggregated disputes', () => {
  it('totals the period and its totals equal the list total for the same filters', async () => {
    const app = await openAggregated('/aggregated-disputes?range=last-12-months');
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('last-12-months');
    const total = numberOf((await screen.findByTestId('disputes-total', {}, LONG)).textContent);
    expect(total).toBeGreaterThan(0);

    // Every breakdown is a table whose counts add up to the total; the rate is a percentage.
    for (const name of ['By reason code', 'By card scheme', 'By status', 'By month']) {
      expect(
        tableRows(name).reduce((sum, row) => sum + numberOf(row[1]), 0),
        name,
      ).toBe(total);
    }
    expect(
      tableRows('By card scheme')
        .map((row) => row[0])
        .sort(),
    ).toEqual(['Mastercard', 'Visa']);
    expect(screen.getByTestId('dispute-rate').textContent).toMatch(/^\d+(\.\d+)?%$/);
    // Money stays per currency: one row per currency, JPY without decimals.
    const currencies = tableRows('Amount by currency');
    expect(currencies.map((row) => row[0])).toEqual([...currencies.map((row) => row[0])].sort());
    expect(currencies.find((row) => row[0] === 'JPY')?.[1]).toMatch(/^JPY\s[\d,]+$/);

    // The list for the same period (its "Opened" filter) counts the same disputes.
    await app.user.click(screen.getByRole('link', { name: 'Show these disputes in the list' }));
    await waitFor(() => expect(currentPath(app.router)).toMatch(/^\/disputes\?opened\.from=\d{4}-\d{2}-01&opened\.to=\d{4}-\d{2}-\d{2}$/), LONG);
    const pager = await screen.findByText(/^Showing 1–\d+ of [\d,]+$/, {}, LONG);
    expect(numberOf(pager.textContent?.split(' of ')[1])).toBe(total);
  }, 30_000);

  it('keeps the period in the URL: a preset by name, a custom range by its days', async () => {
    const app = await openAggregated();
    await screen.findByTestId('disputes-total', {}, LONG);
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last 90 days');
    await waitFor(() => expect(currentPath(app.router)).toBe('/aggregated-disputes?range=last-90-days'));
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Custom range');
    await waitFor(() => expect(currentPath(app.router)).toMatch(/range=custom&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/));
    expect(await screen.findByLabelText('Period: From')).not.toHaveValue('');
  });

  it('says so when the period has no disputes', async () => {
    await openAggregated('/aggregated-disputes?range=custom&from=2000-01-01&to=2000-01-31');
    expect(await screen.findByRole('heading', { name: 'No disputes in this period' }, LONG)).toBeInTheDocument();
  });
});
