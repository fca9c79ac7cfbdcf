import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../../tests/render-ui';
import { disputeRateLevel } from '../model/monitoring-levels';
import { DisputeRateAlert } from './dispute-rate-alert';

const percent = (ratio: number) => new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 2 }).format(ratio);

describe('dispute-rate warning', () => {
  it('names the highest card-scheme level a rate reaches', () => {
    expect([0, 0.0099, 0.01, 0.0149, 0.015, 0.0299, 0.03, 0.0483].map(disputeRateLevel)).toEqual([
      null,
      null,
      'early',
      'early',
      'excessive',
      'excessive',
      'highExcessive',
      'highExcessive',
    ]);
  });

  it('says nothing below the first level', async () => {
    await renderWithProviders(
      <>
        <DisputeRateAlert rate={0.0099} formatPercent={percent} />
        <DisputeRateAlert rate={0.0101} formatPercent={percent} />
      </>,
    );
    // Only the second one, at 1.01%, warns.
    expect(await screen.findByRole('alert')).toHaveTextContent("Dispute rate 1.01%: close to the card schemes' limits");
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('warns above a level, and explains the levels on request', async () => {
    const { user } = await renderWithProviders(<DisputeRateAlert rate={0.0483} formatPercent={percent} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Dispute rate 4.83%: at Mastercard's high excessive level");
    const toggle = screen.getByRole('button', { name: 'How the levels work' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByText(/^1\.5%: Visa's excessive level/)).toBeVisible());
  });

  it('at 1.5% names the excessive level of both schemes', async () => {
    await renderWithProviders(<DisputeRateAlert rate={0.0152} formatPercent={percent} />);
    expect(await screen.findByRole('alert')).toHaveTextContent("Dispute rate 1.52%: at the card schemes' excessive level");
  });
});
