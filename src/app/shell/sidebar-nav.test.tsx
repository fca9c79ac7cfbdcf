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
        <SidebarNav entries={entries} showLabels counts={{ mailbox: 3 }} onNavigate={() => undefined} />
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name: /^Mailbox/ });
    expect(link).toHaveAccessibleName('Mailbox 3 new issues');
    expect(link).not.toHaveAttribute('aria-label');
  });

  it('collapsed to icons, the link carries the label (nothing visible to contradict it)', async () => {
    await renderWithProviders(
      <MemoryRouter>
        <SidebarNav entries={entries} showLabels={false} counts={{ mailbox: 3 }} onNavigate={() => undefined} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: 'Mailbox, 3 new' })).toBeInTheDocument();
  });
});

describe('SidebarNav: disputes needing a response', () => {
  const disputes: NavEntry[] = [{ kind: 'link', labelKey: 'shell:nav.disputes', to: '/disputes', built: true, badge: 'disputes' }];

  it('shows the count beside Disputes and reads it as words; none when nothing needs a response', async () => {
    const first = await renderWithProviders(
      <MemoryRouter>
        <SidebarNav entries={disputes} showLabels counts={{ disputes: 4 }} onNavigate={() => undefined} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: 'All disputes 4 needing a response' })).toBeInTheDocument();
    first.unmount();
    await renderWithProviders(
      <MemoryRouter>
        <SidebarNav entries={disputes} showLabels counts={{ disputes: 0 }} onNavigate={() => undefined} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: 'All disputes' })).toBeInTheDocument();
  });
});
