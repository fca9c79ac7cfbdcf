import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../../tests/render-ui';
import type { NavEntry } from './nav-items';
import { SidebarNav } from './sidebar-nav';

const entries: NavEntry[] = [{ kind: 'link', labelKey: 'shell:nav.mailbox', to: '/mailbox', built: true, badge: 'mailbox' }];

describe('SidebarNav', () => {
  it('a link with a count is named by its visible label, then the count in words', async () => {
    await renderWithProviders(
      <MemoryRouter>
        <SidebarNav entries={entries} showLabels mailboxCount={3} onNavigate={() => undefined} />
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name: /^Mailbox/ });
    expect(link).toHaveAccessibleName('Mailbox 3 new issues');
    expect(link).not.toHaveAttribute('aria-label');
  });

  it('collapsed to icons, the link carries the label (nothing visible to contradict it)', async () => {
    await renderWithProviders(
      <MemoryRouter>
        <SidebarNav entries={entries} showLabels={false} mailboxCount={3} onNavigate={() => undefined} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: 'Mailbox, 3 new' })).toBeInTheDocument();
  });
});
