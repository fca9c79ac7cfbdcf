import { act, screen } from '@testing-library/react';
import { notify } from '@/lib/notify';
import { renderWithProviders } from '../../../tests/render-ui';
import { NotificationsHost } from './notifications-host';

describe('notifications', () => {
  it('each one can be closed with a named button, in the user language', async () => {
    await renderWithProviders(<NotificationsHost />, { lng: 'fr' });
    act(() => notify({ color: 'teal', title: 'Profil', message: 'Enregistré' }));
    const notice = await screen.findByText('Enregistré');
    expect(notice).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });
});
