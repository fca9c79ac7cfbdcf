/**
 * A new topic through the UI with the sandbox (docs/api/mailbox.md): the admin on Northwind Group, the
 * demo payments `trx_demo_eur_paid` (Northwind Shop, EUR 120.00, Emma Dubois, ORD-DEMO-EUR) and
 * `trx_demo_other` (Solo Store, another workspace of the same admin) are the sandbox's.
 */
import { db } from '@mocks/db/store';
import { screen, waitFor, within } from '@testing-library/react';
import { currentPath, markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 20_000 };
const ORG = 'res_org_northwind';
const NORTHWIND_PAYMENT = 'trx_demo_eur_paid';
const SOLO_PAYMENT = 'trx_demo_other';

type App = Awaited<ReturnType<typeof renderSignedIn>>;

async function openNewTopic(route = '/mailbox/new') {
  markReleaseNotesSeen('admin@sandbox.test');
  const app = await renderSignedIn('admin@sandbox.test', route);
  expect(await screen.findByRole('heading', { level: 1, name: 'New topic' }, LONG)).toBeInTheDocument();
  return app;
}

async function choose(app: App, label: string, option: string) {
  await app.user.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await app.user.click(await screen.findByRole('option', { name: option }));
}

const preview = () => screen.findByRole('region', { name: 'What the topic is about' }, LONG);

describe('new topic', () => {
  it('previews the payment it is about, sends the topic with it and a PDF, and opens the thread', async () => {
    const app = await openNewTopic();
    await app.user.type(screen.getByRole('textbox', { name: /^Subject/ }), 'Customer asks about this charge');
    await choose(app, 'Category', 'Payments');
    await choose(app, 'About', 'Payment');
    await app.user.type(screen.getByRole('textbox', { name: 'Payment ID' }), `  ${NORTHWIND_PAYMENT} `);

    const card = await preview();
    expect(within(card).getByText('EUR 120.00')).toBeInTheDocument();
    expect(within(card).getByText('Successful')).toBeInTheDocument();
    expect(within(card).getByText('Emma Dubois · ORD-DEMO-EUR')).toBeInTheDocument();

    await app.user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Was it charged twice?\nThanks');
    await app.user.upload(screen.getByLabelText('Attach files'), new File(['%PDF-1.4 statement'], 'statement.pdf', { type: 'application/pdf' }));
    const file = await screen.findByRole('listitem', { name: 'statement.pdf' });
    expect(await within(file).findByLabelText('Uploaded', {}, LONG)).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(currentPath(app.router)).toMatch(/^\/mailbox\/(?!new$)[^/?]+$/), LONG);
    const id = currentPath(app.router).split('/')[2];
    expect(db.topics.get(id)).toMatchObject({
      resourceId: ORG,
      subject: 'Customer asks about this charge',
      category: 'payments',
      status: 'Open',
      related: { type: 'transactions', id: NORTHWIND_PAYMENT },
    });
    expect(await screen.findByRole('heading', { name: 'Customer asks about this charge' }, LONG)).toBeInTheDocument();
    const [first] = db.topicMessages.filter((message) => message.topicId === id);
    expect(first.body).toBe('Was it charged twice?\nThanks');
    expect(first.attachmentIds.map((attachment) => db.attachments.get(attachment)?.name)).toEqual(['statement.pdf']);
  });

  it('says a payment of another workspace is not found here, and does not send the topic', async () => {
    const app = await openNewTopic(`/mailbox/new?related=transactions:${SOLO_PAYMENT}`);
    const id = screen.getByRole('textbox', { name: 'Payment ID' });
    expect(id).toHaveValue(SOLO_PAYMENT);
    expect(await screen.findByText('Not found in this workspace', {}, LONG)).toBeInTheDocument();
    expect(id).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('region', { name: 'What the topic is about' })).not.toBeInTheDocument();

    const before = db.topics.all().length;
    await app.user.type(screen.getByRole('textbox', { name: /^Subject/ }), 'About a Solo payment');
    await app.user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Hello');
    await app.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Not found in this workspace')).toBeInTheDocument();
    expect(currentPath(app.router)).toBe(`/mailbox/new?related=transactions:${SOLO_PAYMENT}`);
    expect(db.topics.all()).toHaveLength(before);
  });

  it("is offered on a payment's page as Ask support, about that payment", async () => {
    markReleaseNotesSeen('admin@sandbox.test');
    const app = await renderSignedIn('admin@sandbox.test', `/transactions/${NORTHWIND_PAYMENT}`);
    await app.user.click(await screen.findByRole('link', { name: 'Ask support' }, LONG));
    expect(await screen.findByRole('heading', { level: 1, name: 'New topic' }, LONG)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^About/ })).toHaveValue('Payment');
    expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveValue('Payments');
    expect(screen.getByRole('textbox', { name: 'Payment ID' })).toHaveValue(NORTHWIND_PAYMENT);
    expect(within(await preview()).getByText('EUR 120.00')).toBeInTheDocument();
  });

  it('explains what is missing and keeps what was typed', async () => {
    const app = await openNewTopic();
    expect(screen.getByRole('combobox', { name: /^About/ })).toHaveValue('Nothing in particular');
    expect(screen.queryByRole('textbox', { name: /ID$/ })).not.toBeInTheDocument();
    const message = screen.getByRole('textbox', { name: /^Message/ });
    await app.user.type(message, 'A long explanation I do not want to type again');
    await app.user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Enter a subject')).toBeInTheDocument();
    expect(screen.getByText('Choose a category')).toBeInTheDocument();
    expect(message).toHaveValue('A long explanation I do not want to type again');
    expect(currentPath(app.router)).toBe('/mailbox/new');

    await app.user.click(screen.getByRole('textbox', { name: /^Subject/ }));
    await app.user.paste('x'.repeat(201));
    await app.user.tab();
    expect(await screen.findByText('At most 200 characters')).toBeInTheDocument();
  });
});
