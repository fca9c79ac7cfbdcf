import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { failure } from '@/lib/http';
import { renderWithProviders } from '../../../tests/render-ui';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';

describe('page states', () => {
  it('loading is a polite status with a name', async () => {
    await renderWithProviders(<LoadingState label="Loading payments…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading payments…');
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });

  it('empty names the situation and offers the next step', async () => {
    await renderWithProviders(<EmptyState title="No payments yet" text="Payments appear here." action={<Button>Create a payment link</Button>} />);
    expect(screen.getByRole('heading', { level: 2, name: 'No payments yet' })).toBeInTheDocument();
    expect(screen.getByText('Payments appear here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create a payment link' })).toBeInTheDocument();
  });

  it('error is an alert with a translated message, never the server text, and a working "Try again"', async () => {
    const onRetry = vi.fn();
    const { user } = await renderWithProviders(<ErrorState error={failure(500, '<b>Internal Server Error</b>')} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This could not be loaded');
    expect(alert).toHaveTextContent('Some error occurred. Please try again later');
    expect(alert).not.toHaveTextContent('Internal Server Error');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("maps transport failures and takes a screen's own mapping", async () => {
    const { unmount } = await renderWithProviders(<ErrorState error={failure(429, 'Too Many Requests')} />);
    expect(screen.getByRole('alert')).toHaveTextContent("You're sending requests too quickly.");
    unmount();
    await renderWithProviders(<ErrorState error={failure('network', 'Network Error')} messageKey={() => 'errors:noAllowed'} />, { lng: 'fr' });
    expect(screen.getByRole('alert')).toHaveTextContent('Non autorisé');
  });

  it("uses the one failure catalogue: shared codes, and a screen's own codes", async () => {
    const expired = failure(410, 'Gone', [{ code: 'token-expired', title: 'server text' }]);
    const { unmount } = await renderWithProviders(<ErrorState error={expired} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This link has expired.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('server text');
    unmount();
    const forbidden = failure(403, 'Forbidden', [{ code: 'forbidden', title: 'Forbidden' }]);
    await renderWithProviders(<ErrorState error={forbidden} codes={{ forbidden: 'errors:noAllowed' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No allowed');
  });
});
