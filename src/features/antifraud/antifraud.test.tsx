import { screen, waitFor, within } from '@testing-library/react';
import { sandboxControls } from '@mocks/controls';
import { db } from '@mocks/db/store';
import { currentPath, markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 15_000 };
const NORTHWIND = 'res_org_northwind';

async function open(route: string, email = 'risk@sandbox.test') {
  markReleaseNotesSeen(email);
  return renderSignedIn(email, route);
}

const openReviews = () =>
  db.antifraudReviews
    .filter((r) => r.merchantId === NORTHWIND && r.status === 'open')
    .sort((a, b) => (a.openedAt < b.openedAt ? -1 : a.openedAt > b.openedAt ? 1 : 0));
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, LONG);

async function decide(app: Awaited<ReturnType<typeof open>>, decision: string, confirm: RegExp) {
  await app.user.click(await screen.findByRole('button', { name: decision }, LONG));
  const dialog = await screen.findByRole('dialog', {}, LONG);
  await app.user.click(within(dialog).getByRole('button', { name: confirm }));
  return dialog;
}

describe('the review queue', () => {
  it('lists the open reviews oldest first, counted in the sidebar, and approving one captures its payment once', async () => {
    const queue = openReviews();
    expect(queue.length).toBeGreaterThan(1);
    const app = await open('/antifraud/reviews');
    const grid = await screen.findByRole('grid', { name: /^Reviews of/ }, LONG);
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(queue.length), LONG);
    const links = within(grid)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links.filter((href) => href?.startsWith('/antifraud/reviews/'))).toEqual(queue.map((r) => `/antifraud/reviews/${r.id}`));
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: new RegExp(`Reviews, ${queue.length} open reviews`) })).toBeInTheDocument();

    const oldest = queue[0];
    await app.user.click(within(grid).getAllByRole('link')[0]);
    await waitFor(() => expect(currentPath(app.router)).toBe(`/antifraud/reviews/${oldest.id}`), LONG);
    expect(await screen.findByText(oldest.ruleName, {}, LONG)).toBeInTheDocument();
    await decide(app, 'Approve', /^Approve and capture/);
    await waitFor(() => expect(db.antifraudReviews.get(oldest.id)!.status).toBe('approved'), LONG);
    expect(await screen.findByText('Approved', {}, LONG)).toBeInTheDocument();
    // Captured: the payment succeeded (its status group), once.
    expect(['paid', 'successful']).toContain(db.transactions.get(oldest.transactionId)!.status);
    const captures = db.transactions.filter((t) => t.parentId === oldest.transactionId && t.type === 'charge-capture');
    expect(captures.length).toBeLessThanOrEqual(1);
    expect(screen.queryByRole('group', { name: 'Review decisions' })).not.toBeInTheDocument();
  });

  it('refunds as fraud: the card joins the blocked cards, and its next payment is blocked', async () => {
    const review = openReviews()[1];
    const payment = db.transactions.get(review.transactionId)!;
    const fingerprint = (payment as { card?: { fingerprint?: string } }).card?.fingerprint;
    const app = await open(`/antifraud/reviews/${review.id}`);
    await heading(/./);
    await decide(app, 'Refund as fraud', /^Refund .* as fraud$/);
    await waitFor(() => expect(db.antifraudReviews.get(review.id)!.status).toBe('refunded-as-fraud'), LONG);
    const blocked = db.antifraudLists.find((list) => list.merchantId === NORTHWIND && list.alias === 'blocked_cards')!;
    const items = db.antifraudListItems.filter((item) => item.listId === blocked.id);
    expect(items.some((item) => fingerprint !== undefined && item.value === fingerprint)).toBe(true);

    const next = sandboxControls.makePayment({ projectId: payment.projectId, amount: 1000, currency: 'EUR', cardFingerprint: fingerprint });
    expect(next.status).toBe('failed');
  });

  it('keeps a decision whose answer was lost on the review, and "Check again" sends the same request once', async () => {
    const review = openReviews()[0];
    const app = await open(`/antifraud/reviews/${review.id}`);
    await heading(/./);
    sandboxControls.failNext(500, { action: 'antifraud-reviews/cancel' });
    await decide(app, 'Cancel payment', /^Cancel the payment of/);
    const [checkAgain] = await screen.findAllByRole('button', { name: 'Check again' }, LONG);
    await app.user.click(checkAgain);
    await waitFor(() => expect(db.antifraudReviews.get(review.id)!.status).toBe('cancelled'), LONG);
    expect(db.transactions.get(review.transactionId)!.status).toBe('cancelled');
  });

  it('says so when someone else already decided the review', async () => {
    const review = openReviews()[0];
    const app = await open(`/antifraud/reviews/${review.id}`);
    await screen.findByRole('button', { name: 'Cancel payment' }, LONG);
    db.antifraudReviews.patch(review.id, {
      status: 'approved',
      closedAt: new Date().toISOString(),
      closedBy: { name: 'Ada Admin', email: 'admin@sandbox.test' },
    });
    const dialog = await decide(app, 'Cancel payment', /^Cancel the payment of/);
    expect(await within(dialog).findByText(/already decided this review/, {}, LONG)).toBeInTheDocument();
  });

  it('support reads the queue but decides nothing; a developer has no antifraud at all', async () => {
    const review = openReviews()[0];
    await open(`/antifraud/reviews/${review.id}`, 'support@sandbox.test');
    expect(await screen.findByText(review.ruleName, {}, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Review decisions' })).not.toBeInTheDocument();
  });

  it('a developer sees no antifraud entry and the queue reads as not found', async () => {
    await open('/antifraud/reviews', 'developer@sandbox.test');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, LONG);
    expect(within(nav).queryByRole('button', { name: /Antifraud/ })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Reviews/ })).not.toBeInTheDocument();
  });
});

describe('lists', () => {
  it('pastes many e-mails at once: bad lines are named with why and nothing typed is lost; the good ones are added', async () => {
    const app = await open('/antifraud/lists/afl_nw_blocked_emails');
    expect(await heading('Blocked e-mails')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Add items' }));
    const dialog = await screen.findByRole('dialog', {}, LONG);
    const field = within(dialog).getByRole('textbox', { name: /^Items/ });
    const pasted = 'one@example.com\nnot an e-mail\n\nTWO@Example.com\none@example.com\nfraudster@example.net';
    await app.user.click(field);
    await app.user.paste(pasted);
    await app.user.click(within(dialog).getByRole('button', { name: 'Add items' }));
    const bad = within(dialog).getByRole('list', { name: 'Lines to fix' });
    expect(
      within(bad)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Line 2: Enter an e-mail address, such as name@example.com.', 'Line 5: This item is already on an earlier line.']);
    expect(field).toHaveValue(pasted);

    await app.user.clear(field);
    await app.user.paste('one@example.com\nTWO@Example.com\nfraudster@example.net');
    await app.user.click(within(dialog).getByRole('button', { name: 'Add items' }));
    expect(await screen.findByText('Added: 2. Already in the list: 1.', {}, LONG)).toBeInTheDocument();
    const values = db.antifraudListItems.filter((item) => item.listId === 'afl_nw_blocked_emails').map((item) => item.value);
    expect(values).toEqual(expect.arrayContaining(['one@example.com', 'two@example.com']));
    expect(values.filter((value) => value === 'fraudster@example.net')).toHaveLength(1);
  });

  it('a default list cannot be deleted; finance reads lists and changes nothing', async () => {
    await open('/antifraud/lists/afl_nw_blocked_emails');
    await heading('Blocked e-mails');
    expect(screen.queryByRole('button', { name: 'Delete list' })).not.toBeInTheDocument();
    expect(screen.getByText(/its built-in rule blocks every payment/)).toBeInTheDocument();
  });

  it('finance reads the lists but adds and removes nothing', async () => {
    await open('/antifraud/lists/afl_nw_blocked_emails', 'finance@sandbox.test');
    await heading('Blocked e-mails');
    await screen.findByText('fraudster@example.net', {}, LONG);
    expect(screen.queryByRole('button', { name: 'Add items' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
  });
});

describe("a payment's fraud checks", () => {
  it('names the rule that blocked it and what each condition was on this payment', async () => {
    const blocked = db.transactions.get('trx_af_nw_blocked_1')!;
    await open('/transactions/trx_af_nw_blocked_1');
    const checks = await screen.findByRole('region', { name: 'Fraud checks' }, LONG);
    expect(within(checks).getAllByText('Blocked').length).toBeGreaterThan(0);
    const decision = (blocked as { antifraud?: { decision?: { ruleName: string } } }).antifraud?.decision;
    expect(decision).toBeDefined();
    expect(within(checks).getAllByText(decision!.ruleName).length).toBeGreaterThan(0);
    expect(within(checks).getByText(':risk_score: >= 85')).toBeInTheDocument();
    expect(within(checks).getByRole('rowheader', { name: ':risk_score: >= 85' }).closest('tr')).toHaveTextContent(`${blocked.riskScore}Yes`);
  });
});
