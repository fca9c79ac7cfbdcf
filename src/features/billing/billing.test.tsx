import { act, screen, waitFor, within } from '@testing-library/react';
import { sandboxControls } from '@mocks/controls';
import { now } from '@mocks/clock';
import { db } from '@mocks/db/store';
import { currentPath, markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 15_000 };
const DAY = 86_400_000;

async function open(route: string, email = 'admin@sandbox.test') {
  markReleaseNotesSeen(email);
  return renderSignedIn(email, route);
}

const grid = (name: RegExp) => screen.findByRole('grid', { name }, LONG);
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, LONG);
const sidebar = () => screen.getByRole('navigation', { name: /main|sidebar/i });

describe('customers', () => {
  it('finds a customer by e-mail and opens the profile with subscriptions, payments, disputes and masked cards', async () => {
    const dispute = sandboxControls.openDispute({ paymentId: 'trx_sub_nw_alice_1' });
    const app = await open('/customers');
    const table = await grid(/^Customers of/);
    await app.user.type(screen.getByRole('searchbox', { name: /Search by name, e-mail/ }), 'alice.martin@');
    await waitFor(
      () =>
        expect(
          within(table)
            .getAllByRole('rowheader')
            .map((cell) => cell.textContent),
        ).toEqual(['Alice Martinalice.martin@example.com']),
      LONG,
    );
    expect(currentPath(app.router)).toContain('q=alice.martin%40');

    await app.user.click(within(table).getByRole('link', { name: /Alice Martin/ }));
    expect(await heading('Alice Martin')).toBeInTheDocument();
    const subscriptions = await screen.findByRole('region', { name: 'Subscriptions' }, LONG);
    expect(await within(subscriptions).findByRole('link', { name: /Pro/ }, LONG)).toHaveAttribute('href', '/subscriptions/sub_nw_alice_pro');
    // The brand in the user's words, never the API's `visa`.
    expect(screen.getByText(/^Visa •••• 4242/)).toBeInTheDocument();

    const payments = await screen.findByRole('region', { name: 'Payments, refunds and chargebacks' }, LONG);
    const paid = await within(payments).findAllByRole('rowheader', {}, LONG);
    const ownPayments = db.transactions.filter((t) => t.projectId === 'res_prj_northwind_shop' && t.customer.email === 'alice.martin@example.com');
    expect(paid).toHaveLength(Math.min(10, ownPayments.length));
    expect(within(payments).getByRole('link', { name: `All transactions (${ownPayments.length})` })).toHaveAttribute(
      'href',
      '/transactions?email=alice.martin%40example.com',
    );
    expect(
      within(payments)
        .getAllByRole('link')
        .some((link) => link.getAttribute('href') === '/transactions/trx_sub_nw_alice_1'),
    ).toBe(true);

    const disputes = await screen.findByRole('region', { name: 'Disputes' }, LONG);
    const opened = await within(disputes).findAllByRole('rowheader', {}, LONG);
    expect(opened.map((cell) => within(cell).getByRole('link').getAttribute('href'))).toEqual([`/disputes/${dispute.id}`]);
  });

  it('adds a note to a customer; what was typed stays when the sandbox refuses it', async () => {
    const app = await open('/customers/cus_nw_alice');
    const notes = await screen.findByRole('region', { name: 'Notes' }, LONG);
    const field = within(notes).getByRole('textbox', { name: 'Add a note' });
    await app.user.type(field, 'Prefers invoices by post =1+1');
    sandboxControls.failNextAction('invalid', { action: 'customers/addNote' });
    await app.user.click(within(notes).getByRole('button', { name: 'Save note' }));
    expect(await within(notes).findByRole('alert', {}, LONG)).toBeInTheDocument();
    expect(field).toHaveValue('Prefers invoices by post =1+1');

    await app.user.click(within(notes).getByRole('button', { name: 'Save note' }));
    expect(await within(notes).findByText('Prefers invoices by post =1+1', {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveValue(''), LONG);
    expect(db.customers.get('cus_nw_alice')!.notes.filter((note) => note.text === 'Prefers invoices by post =1+1')).toHaveLength(1);
  });

  it("a payment's customer leads to their profile, for those who may read customers", async () => {
    const app = await open('/transactions/trx_sub_nw_alice_1');
    await app.user.click(await screen.findByRole('link', { name: 'Open the customer' }, LONG));
    await waitFor(() => expect(currentPath(app.router)).toBe('/customers?q=alice.martin%40example.com'), LONG);
    const table = await grid(/^Customers of/);
    await waitFor(
      () =>
        expect(
          within(table)
            .getAllByRole('rowheader')
            .map((cell) => cell.textContent),
        ).toEqual(['Alice Martinalice.martin@example.com']),
      LONG,
    );
  });

  it('finds a customer by the last four digits of a card', async () => {
    const app = await open('/customers');
    const table = await grid(/^Customers of/);
    await app.user.type(screen.getByRole('searchbox', { name: /Search by name, e-mail/ }), '4242');
    await waitFor(
      () =>
        expect(
          within(table)
            .getAllByRole('rowheader')
            .some((cell) => cell.textContent?.includes('Alice Martin')),
        ).toBe(true),
      LONG,
    );
  });
});

describe('subscriptions', () => {
  it("each of this month's figures opens the list of exactly the subscriptions it counts", async () => {
    const app = await open('/subscriptions');
    const inDunning = await screen.findByRole('link', { name: /^In dunning, EUR: / }, LONG);
    const counted = Number(inDunning.textContent);
    expect(counted).toBeGreaterThan(0);
    await app.user.click(inDunning);
    expect(currentPath(app.router)).toBe('/subscriptions?status=past-due&currency=EUR');
    const table = await grid(/^Subscriptions of/);
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(Math.min(counted, 25)), LONG);
    expect(within(table).getAllByText(/^Past due/).length).toBe(Math.min(counted, 25));
  });

  it('shows a past-due subscription: the reminders sent, what comes next, and the clock makes the next reminder happen', async () => {
    const subscription = db.subscriptions.get('sub_nw_past_due_2')!;
    expect(subscription.status).toBe('past-due');
    await open('/subscriptions/sub_nw_past_due_2');
    const alert = await screen.findByText(/Reminders sent: 1 of 3\./, {}, LONG);
    expect(alert).toBeInTheDocument();
    const next = await screen.findByRole('list', { name: 'What happens next' }, LONG);
    const items = within(next).getAllByRole('listitem');
    expect(items.slice(0, 3).map((item) => item.textContent)).toEqual([
      expect.stringContaining('Reminder 2 is sent and the payment retried'),
      expect.stringContaining('Reminder 3 is sent and the payment retried'),
      expect.stringContaining('The subscription is halted'),
    ]);

    // The default schedule: reminders 1, 3 and 5 days after the failure; the second is due on day 3.
    const due = Date.parse(subscription.dunning!.failedAt) + 3 * DAY;
    act(() => void sandboxControls.advance(due - now() + 1_000));
    await waitFor(() => expect(screen.getByText(/Reminders sent: 2 of 3\./)).toBeInTheDocument(), LONG);
    const history = screen.getByRole('list', { name: 'History' });
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent(/Reminder 2 sent|Payment failed/);
    expect(within(history).getByText('Reminder 2 sent')).toBeInTheDocument();
  });

  it('support sees customers and subscriptions but cannot act, and has no plans', async () => {
    const app = await open('/subscriptions/sub_nw_past_due_2', 'support@sandbox.test');
    expect(await screen.findByText(/Reminders sent: 1 of 3\./, {}, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Subscription actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Add a note' })).not.toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'Customers' })).toBeInTheDocument();
    expect(within(sidebar()).queryByRole('link', { name: 'Plans' })).not.toBeInTheDocument();
    await app.navigate('/plans');
    expect(await screen.findByRole('heading', { name: /not found/i }, LONG)).toBeInTheDocument();
  });

  it('a developer sees none of billing', async () => {
    const app = await open('/', 'developer@sandbox.test');
    await screen.findByRole('navigation', { name: /main|sidebar/i }, LONG);
    for (const name of ['Customers', 'Subscriptions', 'Plans']) expect(within(sidebar()).queryByRole('link', { name })).not.toBeInTheDocument();
    await app.navigate('/subscriptions');
    expect(await screen.findByRole('heading', { name: /not found/i }, LONG)).toBeInTheDocument();
  });

  it('an unknown subscription reads as not found', async () => {
    await open('/subscriptions/sub_unknown');
    expect(await screen.findByText('Subscription not found', {}, LONG)).toBeInTheDocument();
  });
});

describe('subscription actions', () => {
  it('upgrades after reading the exact preview, and the amount charged equals the amount read', async () => {
    const app = await open('/subscriptions/sub_nw_alice_pro');
    await app.user.click(await screen.findByRole('button', { name: 'Change plan' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'Change plan' });
    const plans = within(dialog).getByRole('combobox', { name: 'New plan' });
    await waitFor(() => expect(within(plans).getByRole('option', { name: /^Team/ })).toBeInTheDocument(), LONG);
    await app.user.selectOptions(plans, 'plan_nw_team_monthly');
    const preview = await within(dialog).findByRole('table', { name: 'What the change costs' }, LONG);
    const dueText = within(preview).getByRole('row', { name: /Charged now/ }).textContent ?? '';
    const before = db.transactions.filter((row) => row.type === 'charge-recurring').length;
    await app.user.click(within(dialog).getByRole('button', { name: /^Change plan and charge/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change plan' })).not.toBeInTheDocument(), LONG);
    const charges = db.transactions.filter((row) => row.type === 'charge-recurring');
    expect(charges).toHaveLength(before + 1);
    const charged = charges.find(
      (row) =>
        row.createdAt ===
        charges
          .map((c) => c.createdAt)
          .sort()
          .at(-1),
    )!;
    expect(dueText).toContain((charged.amount / 100).toFixed(2));
    expect(db.subscriptions.get('sub_nw_alice_pro')!.planId).toBe('plan_nw_team_monthly');
  });

  it('pauses with a resume day, and the clock resumes it', async () => {
    const app = await open('/subscriptions/sub_nw_weekly');
    await app.user.click(await screen.findByRole('button', { name: 'Pause' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'Pause subscription' });
    const resume = new Date(now() + 3 * DAY).toISOString().slice(0, 10);
    const [y, m, d] = resume.split('-');
    await app.user.type(await within(dialog).findByRole('textbox', { name: /Resume automatically on/ }, LONG), `${d}.${m}.${y}`);
    await app.user.click(within(dialog).getByRole('button', { name: 'Pause subscription' }));
    await waitFor(() => expect(db.subscriptions.get('sub_nw_weekly')!.status).toBe('paused'), LONG);
    expect(await screen.findByText('Paused', { selector: '.mantine-Badge-label' }, LONG)).toBeInTheDocument();

    act(() => void sandboxControls.advance(4 * DAY));
    await waitFor(() => expect(db.subscriptions.get('sub_nw_weekly')!.status).toBe('active'), LONG);
    expect(await screen.findByText('Active', { selector: '.mantine-Badge-label' }, LONG)).toBeInTheDocument();
  });

  it('refuses a pause of a halted subscription: the button is not offered, and the sandbox says why when asked anyway', async () => {
    await open('/subscriptions/sub_nw_halted');
    expect(await screen.findByRole('button', { name: 'Retry payment now' }, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    const answer = sandboxControls.runAs(
      'admin@sandbox.test',
      'subscriptions/pause',
      { data: { type: 'subscriptions', attributes: { at: 'now', resumeAt: null } } },
      'sub_nw_halted',
    );
    expect(answer.errors?.[0]).toMatchObject({ code: 'not-pausable' });
  });
});

describe('recovery schedule', () => {
  it('shows what a new schedule would move before saving it, then saves it', async () => {
    const app = await open('/subscriptions/dunning');
    const third = await screen.findByRole('textbox', { name: 'Reminder 3: days after the failure' }, LONG);
    await app.user.clear(third);
    await app.user.type(third, '10');
    const whatIf = await screen.findByRole('status', {}, LONG);
    await waitFor(() => expect(whatIf).toHaveTextContent(/subscriptions? now in recovery/), LONG);
    expect(whatIf).toHaveTextContent(/are halted later|is halted later/);
    expect(whatIf).toHaveTextContent(/0 are halted sooner/);

    await app.user.clear(third);
    await app.user.type(third, '2');
    expect(await screen.findByText('Each reminder comes after the one before it.', {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save schedule' })).toBeDisabled();

    await app.user.clear(third);
    await app.user.type(third, '10');
    await app.user.click(screen.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(db.billingSettings.all().map((row) => row.retryDays)).toContainEqual([1, 3, 10]), LONG);
  });

  it('finance reads the schedule but cannot change it', async () => {
    await open('/subscriptions/dunning', 'finance@sandbox.test');
    expect(await screen.findByRole('textbox', { name: 'Reminder 1: days after the failure' }, LONG)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save schedule' })).not.toBeInTheDocument();
  });
});

describe('plans', () => {
  it('creates a plan with prices in two currencies, checking each amount in its own decimals, and opens it', async () => {
    const app = await open('/plans');
    await grid(/^Plans of/);
    await app.user.click(screen.getByRole('button', { name: 'New plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'New plan' });
    await app.user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Premium =1+1');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Price 1' }), '19.999');
    await app.user.click(within(dialog).getByRole('button', { name: 'Add a price in another currency' }));
    await app.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Currency 2' }), 'JPY');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Price 2' }), '2500.5');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    // Both amounts are refused for their decimals, and nothing typed is lost.
    expect(within(dialog).getAllByText(/decimal/i)).toHaveLength(2);
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Premium =1+1');

    await app.user.clear(within(dialog).getByRole('textbox', { name: 'Price 1' }));
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Price 1' }), '19.99');
    await app.user.clear(within(dialog).getByRole('textbox', { name: 'Price 2' }));
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Price 2' }), '2500');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    expect(await heading('Premium =1+1')).toBeInTheDocument();
    const created = db.plans.all().find((plan) => plan.name === 'Premium =1+1')!;
    expect(created.versions.at(-1)!.prices).toEqual([
      { currency: 'EUR', amount: 1999 },
      { currency: 'JPY', amount: 2500 },
    ]);
  });

  it('renames a plan and archives it after a confirmation; an archived plan offers nothing more', async () => {
    const app = await open('/plans/plan_nw_quarterly');
    await app.user.click(await screen.findByRole('button', { name: 'Rename' }, LONG));
    const rename = await screen.findByRole('dialog', { name: 'Rename plan' });
    const name = within(rename).getByRole('textbox', { name: /^Name/ });
    await app.user.clear(name);
    await app.user.type(name, 'Quarterly magazine');
    await app.user.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await heading('Quarterly magazine')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Archive plan' }));
    const archive = await screen.findByRole('dialog', { name: 'Archive plan' });
    await app.user.click(within(archive).getByRole('button', { name: 'Archive plan' }));
    await waitFor(() => expect(db.plans.get('plan_nw_quarterly')!.status).toBe('archived'), LONG);
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Plan actions' })).not.toBeInTheDocument(), LONG);
  });

  it("new prices are a new version: typed in each currency's decimals, and the subscriptions on the old version keep what they pay", async () => {
    const before = db.subscriptions.filter((sub) => sub.planId === 'plan_nw_pro_monthly').map((sub) => [sub.id, sub.priceVersion, sub.amount]);
    const app = await open('/plans/plan_nw_pro_monthly');
    const versions = await screen.findByRole('region', { name: 'Price versions' }, LONG);
    expect(
      within(versions)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Version 2In force', 'Version 1']);

    await app.user.click(screen.getByRole('button', { name: 'New prices' }));
    const dialog = await screen.findByRole('dialog', { name: 'New price version' });
    const eur = within(dialog).getByRole('textbox', { name: 'Price 1' });
    expect(eur).toHaveValue('29.00');
    await app.user.clear(eur);
    await app.user.type(eur, '31.505');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save as version 3' }));
    expect(within(dialog).getByText(/decimal/i)).toBeInTheDocument();
    expect(eur).toHaveValue('31.505');

    await app.user.clear(eur);
    await app.user.type(eur, '31.50');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save as version 3' }));
    await waitFor(
      () =>
        expect(
          within(versions)
            .getAllByRole('rowheader')
            .map((cell) => cell.textContent),
        ).toEqual(['Version 3In force', 'Version 2', 'Version 1']),
      LONG,
    );
    const plan = db.plans.get('plan_nw_pro_monthly')!;
    expect(plan.versions.at(-1)!.prices.find((price) => price.currency === 'EUR')!.amount).toBe(3150);
    expect(db.subscriptions.filter((sub) => sub.planId === 'plan_nw_pro_monthly').map((sub) => [sub.id, sub.priceVersion, sub.amount])).toEqual(before);
  });

  it('finance reads plans but cannot create, rename or archive them', async () => {
    await open('/plans/plan_nw_pro_monthly', 'finance@sandbox.test');
    expect(await heading(/Pro/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Plan actions' })).not.toBeInTheDocument();
  });
});
