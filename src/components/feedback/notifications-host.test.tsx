import { act, screen } from '@testing-library/react';
import { notify, tx } from '@/lib/notify';
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

  it('rewrites a notification still on screen in the language the user switches to; data stays as it is', async () => {
    const { i18n } = await renderWithProviders(<NotificationsHost />, { lng: 'en' });
    act(() => notify({ color: 'teal', title: tx('common:list.filters'), message: tx('common:dateField.clear', { field: tx('common:list.from') }) }));
    act(() => notify({ color: 'teal', title: tx('common:list.filters'), message: 'Northwind Shop' }));
    expect(await screen.findByText('Clear From')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Close' }).length).toBeGreaterThanOrEqual(2);

    await act(() => i18n.changeLanguage('fr'));
    expect(await screen.findByText('Effacer Du')).toBeInTheDocument();
    expect(screen.queryByText('Clear From')).not.toBeInTheDocument();
    expect(screen.getAllByText('Filtres')).toHaveLength(2);
    expect(screen.getByText('Northwind Shop')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});
