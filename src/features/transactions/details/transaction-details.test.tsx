import { screen, within } from '@testing-library/react';
import { DEMO } from '@mocks/db/transactions-demo';
import { markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 10_000 };

/** Signs in (release notes acknowledged) straight onto a transaction's details page. */
async function openDetails(id: string, email = 'admin@sandbox.test') {
  markReleaseNotesSeen(email);
  return renderSignedIn(email, `/transactions/${id}`);
}

/** The value cell of a labelled row of the details page. */
const valueOf = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr')!.querySelector('td')!;

describe('transaction details', () => {
  it('shows every label of the transaction, its related transactions and its status history', async () => {
    await openDetails(DEMO.refunded);
    expect(await screen.findByRole('heading', { level: 1, name: 'EUR\u00a050.00' }, LONG)).toBeInTheDocument();
    for (const label of [
      'Amount',
      'Currency',
      'Reference ID',
      'Created',
      'Settled at',
      'Payment method',
      'Project',
      'Name',
      'E-mail',
      'Brand',
      'Card number',
      'Expiry',
      'Issuing country',
      'Risk score',
    ]) {
      expect(screen.getByRole('rowheader', { name: label })).toBeInTheDocument();
    }
    expect(valueOf('Reference ID')).toHaveTextContent('ORD-DEMO-REFUNDED');
    expect(valueOf('Name')).toHaveTextContent('Jonas Jensen');
    expect(valueOf('E-mail')).toHaveTextContent('jonas.jensen@example.com');
    expect(valueOf('Card number')).toHaveTextContent('•••• 4242');
    expect(valueOf('Expiry')).toHaveTextContent('12/2030');
    expect(valueOf('Issuing country')).toHaveTextContent('Germany');
    expect(valueOf('Risk score')).toHaveTextContent('12Normal risk');
    // What the merchant keeps, labelled: a fully refunded EUR 50.00 sale leaves minus its fee.
    const figures = screen.getByRole('region', { name: 'What you keep' });
    expect(
      within(figures)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Fees', 'Net of fees', 'Refunded', 'Net after refunds and chargebacks']);
    expect(valueOf('Fees')).toHaveTextContent('EUR 0.95');
    expect(valueOf('Net of fees')).toHaveTextContent('EUR 49.05');
    expect(valueOf('Refunded')).toHaveTextContent('EUR 50.00');
    expect(valueOf('Net after refunds and chargebacks')).toHaveTextContent('-EUR 0.95');
    // A direct sale needs no capture.
    expect(screen.queryByRole('rowheader', { name: 'Captured' })).not.toBeInTheDocument();
    expect(valueOf('Project')).toHaveTextContent('Northwind Shop');
    // The status group on the badge, the exact state beside it and in the facts.
    expect(valueOf('Status')).toHaveTextContent('Refunded');

    const related = screen.getByRole('region', { name: 'Related transactions' });
    const link = within(related).getByRole('link', { name: DEMO.refundedRefund });
    expect(link).toHaveAttribute('href', `/transactions/${DEMO.refundedRefund}`);
    expect(within(link.closest('tr')!).getByText('Refund')).toBeInTheDocument();

    const history = screen.getByRole('region', { name: 'Status history' });
    expect(within(history).getByText('Created')).toBeInTheDocument();
    expect(within(history).getAllByText('Refunded').length).toBeGreaterThan(0);
    // No refund of a refunded payment.
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('shows an authorization what was authorized and captured, and nothing received yet', async () => {
    await openDetails(DEMO.authorization);
    const figures = await screen.findByRole('region', { name: 'What you keep' }, LONG);
    expect(
      within(figures)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Authorized', 'Captured', 'Fees', 'Net of fees', 'Refunded', 'Net after refunds and chargebacks']);
    expect(valueOf('Authorized')).toHaveTextContent('EUR 80.00');
    expect(valueOf('Captured')).toHaveTextContent('EUR 0.00');
    expect(valueOf('Net of fees')).toHaveTextContent('Nothing received');
  });

  it('names the status group on the badge and the exact state beside it', async () => {
    await openDetails(DEMO.eurPaid);
    const heading = await screen.findByRole('heading', { level: 1, name: 'EUR\u00a0120.00' }, LONG);
    const header = heading.closest('.mantine-Card-root') as HTMLElement;
    expect(within(header).getByText('Succeeded')).toBeInTheDocument();
    expect(within(header).getByText('Successful')).toBeInTheDocument();
    expect(valueOf('Status')).toHaveTextContent('Successful');
  });

  it.each([
    ['another workspace', DEMO.other, 'admin@sandbox.test'],
    ['another workspace without the right', DEMO.other, 'finance@sandbox.test'],
    ['an unknown id', 'trx_does_not_exist', 'admin@sandbox.test'],
  ])('says "no permission" for %s, never a blank page', async (_case, id, email) => {
    await openDetails(id, email);
    const alert = await screen.findByRole('alert', {}, LONG);
    expect(alert).toHaveTextContent("You don't have permission to read details of this transaction");
    expect(screen.getByRole('heading', { level: 1, name: 'Transaction' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to transactions' })).toHaveAttribute('href', '/transactions');
    expect(screen.queryByText('Ines Silva')).not.toBeInTheDocument();
  });
});
