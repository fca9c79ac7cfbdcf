import { screen, waitFor, within } from '@testing-library/react';
import { sandboxControls } from '@mocks/controls';
import { db } from '@mocks/db/store';
import { markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 10_000 };
const SHOP = 'res_prj_northwind_shop';
const PAGE = `/projects/${SHOP}`;

async function open(email = 'admin@sandbox.test') {
  markReleaseNotesSeen(email);
  return renderSignedIn(email, PAGE);
}

/** The section, once its list has loaded. */
async function allowedIps() {
  const region = await screen.findByRole('region', { name: 'Allowed IP addresses' }, LONG);
  await within(region).findByText(/IP addresses and ranges|Changing this list/, {}, LONG);
  return region;
}

const line = (region: HTMLElement, number: number) => within(region).getByRole('textbox', { name: `IP address or range ${number}` });
const savedRanges = () => db.allowedIpLists.get(SHOP)?.ranges ?? [];
const setSaved = (ranges: string[]) => db.allowedIpLists.upsert({ id: SHOP, ranges, updatedAt: '2026-01-05T10:00:00.000Z' });

describe('allowed IP addresses on the project page', () => {
  it('adds lines checked as typed (canonical shown, not-a-range and duplicates flagged), removes one and saves the canonical list', async () => {
    setSaved([]);
    const { user } = await open();
    const region = await allowedIps();
    expect(within(region).getByText('No ranges: requests from any address are accepted.')).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Add range' }));
    expect(line(region, 1)).toHaveFocus();
    // Addresses read left to right in every language.
    expect(line(region, 1).closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await user.type(line(region, 1), '10.0.0.1/8');
    expect(within(region).getByText('Saved as 10.0.0.0/8')).toBeInTheDocument();

    // Not a range: said when the line is left; what was typed stays, as text.
    await user.click(within(region).getByRole('button', { name: 'Add range' }));
    await user.type(line(region, 2), '=1+1');
    await user.tab();
    expect(await within(region).findByText('Enter an IPv4 or IPv6 address, or a CIDR range such as 192.0.2.0/24')).toBeInTheDocument();
    expect(line(region, 2)).toHaveValue('=1+1');
    expect(line(region, 2)).toHaveAttribute('aria-invalid', 'true');

    // The same range as line 1 once canonical.
    await user.click(within(region).getByRole('button', { name: 'Add range' }));
    await user.type(line(region, 3), '10.200.0.0/8');
    await user.tab();
    expect(await within(region).findByText('Same range as line 1')).toBeInTheDocument();

    // Nothing is sent while a line is refused.
    await user.click(within(region).getByRole('button', { name: 'Save IP addresses' }));
    expect(savedRanges()).toEqual([]);

    await user.click(within(region).getByRole('button', { name: 'Remove line 2' }));
    expect(within(region).queryByRole('textbox', { name: 'IP address or range 3' })).not.toBeInTheDocument();
    expect(line(region, 2)).toHaveFocus();
    await user.clear(line(region, 2));
    await user.type(line(region, 2), '127.0.0.1');
    expect(within(region).getByText('Saved as 127.0.0.1/32')).toBeInTheDocument();
    expect(within(region).queryByText('Same range as line 1')).not.toBeInTheDocument();

    // The list holds this session's address (127.0.0.1): saved without a question.
    await user.click(within(region).getByRole('button', { name: 'Save IP addresses' }));
    expect(await screen.findByText('Allowed IP addresses saved', {}, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(savedRanges()).toEqual(['10.0.0.0/8', '127.0.0.1/32']);
    await waitFor(() => expect(line(region, 1)).toHaveValue('10.0.0.0/8'));
  });

  it("asks before saving a list that leaves out this session's address, and saves it only when confirmed", async () => {
    setSaved([]);
    const { user } = await open();
    const region = await allowedIps();
    await user.click(within(region).getByRole('button', { name: 'Add range' }));
    await user.type(line(region, 1), '203.0.113.0/24');

    await user.click(within(region).getByRole('button', { name: 'Save IP addresses' }));
    let dialog = await screen.findByRole('dialog', { name: 'Lock yourself out?' }, LONG);
    expect(dialog).toHaveTextContent('You are signed in from 127.0.0.1, which is not in the new list.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(savedRanges()).toEqual([]);
    expect(line(region, 1)).toHaveValue('203.0.113.0/24');

    await user.click(within(region).getByRole('button', { name: 'Save IP addresses' }));
    dialog = await screen.findByRole('dialog', { name: 'Lock yourself out?' }, LONG);
    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(savedRanges()).toEqual(['203.0.113.0/24']), LONG);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Emptying the list lets every address in again: nothing to ask.
    await user.click(within(region).getByRole('button', { name: 'Remove line 1' }));
    expect(within(region).getByRole('button', { name: 'Add range' })).toHaveFocus();
    await user.click(within(region).getByRole('button', { name: 'Save IP addresses' }));
    await waitFor(() => expect(savedRanges()).toEqual([]), LONG);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("puts the server's refusal of a range on its line, and any other above the list", async () => {
    setSaved(['127.0.0.0/8']);
    const { user } = await open();
    const region = await allowedIps();
    expect(line(region, 1)).toHaveValue('127.0.0.0/8');
    await user.click(within(region).getByRole('button', { name: 'Add range' }));
    await user.type(line(region, 2), '192.0.2.0/24');

    sandboxControls.failNextAction('duplicate-cidr', { action: 'projects/setAllowedIps', pointer: '/data/attributes/ranges/1' });
    await user.click(within(region).getByRole('button', { name: 'Save IP addresses' }));
    expect(await within(region).findByText('This range is already in the list', {}, LONG)).toBeInTheDocument();
    expect(line(region, 2)).toHaveAttribute('aria-invalid', 'true');
    expect(line(region, 1)).not.toHaveAttribute('aria-invalid', 'true');
    expect(savedRanges()).toEqual(['127.0.0.0/8']);

    sandboxControls.failNextAction('forbidden', { action: 'projects/setAllowedIps' });
    await user.click(within(region).getByRole('button', { name: 'Save IP addresses' }));
    expect(await within(region).findByRole('alert', {}, LONG)).toHaveTextContent('You may not change the settings of this project.');
    expect(savedRanges()).toEqual(['127.0.0.0/8']);
  });

  it('is read-only without api-keys.write, and not shown without api-keys.read', async () => {
    setSaved(['198.51.100.0/24', '2001:db8::/32']);
    db.groups.upsert({
      id: 'grp_northwind_key_reader',
      name: 'Northwind Group · Key reader',
      role: 'custom',
      resourceId: 'res_org_northwind',
      permissions: ['identities.resource-tree.read', 'transactions.read.2479032559', 'transaction-statistics', 'projects.read', 'api-keys.read'],
    });
    db.identities.patch('idn_support', { groupIds: ['grp_northwind_key_reader'] });
    await open('support@sandbox.test');
    const region = await allowedIps();
    expect(within(region).getByText('198.51.100.0/24')).toHaveAttribute('dir', 'ltr');
    expect(within(region).getByText('2001:db8::/32')).toBeInTheDocument();
    expect(within(region).getByText('Changing this list needs the right to manage API keys.')).toBeInTheDocument();
    expect(within(region).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });

  it('support (no api-keys.read) sees the checkout languages but not the allowed IP addresses', async () => {
    await open('support@sandbox.test');
    await screen.findByRole('region', { name: 'Checkout languages' }, LONG);
    expect(screen.queryByRole('region', { name: 'Allowed IP addresses' })).not.toBeInTheDocument();
  });
});
