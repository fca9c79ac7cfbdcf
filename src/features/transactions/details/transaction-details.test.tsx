import { screen, within } from '@testing-library/react';
import { DEMO } from '@mocks/db/transactions-demo';
import { markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox();

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
    for (const label of ['Amount', 'Currency', 'Reference ID', 'Created', 'Settled at', 'Payment method', 'Refunded', 'Captured', 'Project', 'Name', 'E-mail', 'Brand', 'Card number', 'Expiry', 'Issuing country', 'Risk score', 'Fee', 'Net']) {
      expect(screen.getByRole('rowheader', { name: label })).toBeInTheDocument();
    }
    expect(valueOf('Reference ID')).toHaveTextContent('ORD-DEMO-REFUNDED');
    expect(valueOf('Name')).toHaveTextContent('Jonas Jensen');
    expect(valueOf('E-mail')).toHaveTextContent('jonas.jensen@example.com');
    expect(valueOf('Card number')).toHaveTextContent('•••• 4242');
    expect(valueOf('Expiry')).toHaveTextContent('12/2030');
    expect(valueOf('Issuing country')).toHaveTextContent('Germany');
    expect(valueOf('Risk score')).toHaveTextContent('12Low risk');
    expect(valueOf('Fee')).toHaveTextContent('EUR 0.95');
    expect(valueOf('Net')).toHaveTextContent('EUR 49.05');
    expect(valueOf('Refunded')).toHaveTextContent('EUR 50.00');
    expect(valueOf('Project')).toHaveTextContent('Northwind Shop');

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
