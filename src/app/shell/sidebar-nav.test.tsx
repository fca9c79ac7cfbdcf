import { screen, within } from '@testing-library/react';
import { IconGavel } from '@tabler/icons-react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../../tests/render-ui';
import type { NavEntry } from './nav-items';
import { SidebarNav } from './sidebar-nav';

const entries: NavEntry[] = [{ kind: 'link', labelKey: 'shell:nav.mailbox', to: '/mailbox', built: true, icon: IconGavel, badge: 'mailbox' }];

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
  const disputes: NavEntry[] = [{ kind: 'link', labelKey: 'shell:nav.disputes', to: '/disputes', built: true, icon: IconGavel, badge: 'disputes' }];

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

describe('SidebarNav: a closed group', () => {
  const group: NavEntry[] = [
    {
      kind: 'group',
      labelKey: 'shell:nav.disputesGroup',
      icon: IconGavel,
      items: [
        { kind: 'link', labelKey: 'shell:nav.disputes', to: '/disputes', built: true, icon: IconGavel, badge: 'disputes' },
        { kind: 'link', labelKey: 'shell:nav.aggregatedDisputes', to: '/aggregated-disputes', built: true, icon: IconGavel },
      ],
    },
  ];

  it('shows the count of the entry inside it, until it is opened', async () => {
    const { user } = await renderWithProviders(
      <MemoryRouter>
        <SidebarNav entries={group} showLabels counts={{ disputes: 7 }} onNavigate={() => undefined} />
      </MemoryRouter>,
    );
    // The group's header (Mantine's NavLink) holds the count and its words while closed.
    const header = (await screen.findByText('Disputes')).closest('a')!;
    expect(within(header).getByText('7 needing a response')).toBeInTheDocument();
    await user.click(header);
    expect(await screen.findByRole('link', { name: 'All disputes 7 needing a response' })).toBeInTheDocument();
    expect(within(header).queryByText('7 needing a response')).not.toBeInTheDocument();
  });
});
