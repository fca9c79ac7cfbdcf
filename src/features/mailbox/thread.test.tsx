/**
 * The topic page `/mailbox/:id` through the UI with the sandbox (docs/api/mailbox.md): Northwind
 * Group's seeded topics (`top_org_northwind_01`…`_03` Pending, `_03` "Change of bank account" with
 * `bank-letter.pdf`), the sandbox's support agent answering 30 s after a merchant message on the
 * sandbox clock, and the roles of admin@ (everything) and developer@ (reads only).
 */
import { addListener } from '@reduxjs/toolkit';
import { act, screen, waitFor, within } from '@testing-library/react';
import { sandboxControls } from '@mocks/controls';
import { db } from '@mocks/db/store';
import { transportLifecycle } from '@/lib/actions';
import { captureSaves } from '../../../tests/capture-saves';
import { markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 20_000 };
const BANK = 'top_org_northwind_03';
const SUPPORT_REPLY_MS = 30_000;

async function openTopic(email: string, id: string, subject: string | RegExp) {
  markReleaseNotesSeen(email);
  const app = await renderSignedIn(email, `/mailbox/${id}`);
  expect(await screen.findByRole('heading', { level: 1, name: subject }, LONG)).toBeInTheDocument();
  return app;
}

/** Every `action` call the app sent (the first try of each requestReference). */
function sentCalls(app: Awaited<ReturnType<typeof renderSignedIn>>, action: string) {
  const references: string[] = [];
  app.store.dispatch(
    addListener({
      actionCreator: transportLifecycle.sent,
      effect: ({ payload }) => {
        if (payload.action === action) references.push(payload.requestReference);
      },
    }),
  );
  return references;
}

const thread = () => screen.findByRole('list', { name: 'Conversation' }, LONG);
const bodies = async () =>
  within(await thread())
    .getAllByRole('article')
    .map((article) => article.querySelector('[dir="auto"]')?.textContent);
const threadOf = (topicId: string) => db.topicMessages.filter((message) => message.topicId === topicId);

describe('topic page', () => {
  it('shows the topic and its thread oldest first, and marks a Pending topic read once', async () => {
    expect(db.topics.get(BANK)?.status).toBe('Pending');
    markReleaseNotesSeen('admin@sandbox.test');
    const app = await renderSignedIn('admin@sandbox.test', '/');
    const marks = sentCalls(app, 'topics/setStatus');
    await app.navigate(`/mailbox/${BANK}`, { state: { from: '/mailbox?status=Pending&q=bank' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Change of bank account' }, LONG)).toBeInTheDocument();
    // Back leads to the list as it was left.
    expect(screen.getByRole('link', { name: 'Back to mailbox' })).toHaveAttribute('href', '/mailbox?status=Pending&q=bank');

    const facts = screen.getByRole('table', { name: 'About this topic' });
    expect(within(facts).getByRole('row', { name: /Category Account/ })).toBeInTheDocument();
    expect(within(facts).getByRole('row', { name: /Workspace Northwind Group/ })).toBeInTheDocument();
    await waitFor(async () => expect(await bodies()).toEqual(threadOf(BANK).map((message) => message.body)), LONG);
    // Support's messages carry its badge; the first message was written by Sam Support (a colleague of Ada's).
    const articles = within(await thread()).getAllByRole('article');
    expect(articles[0]).toHaveAccessibleName('Message from Sam Support');
    expect(within(articles[1]).getByText('Support')).toBeInTheDocument();

    await waitFor(() => expect(db.topics.get(BANK)?.status).toBe('Open'), LONG);
    // The answer and the pushed change are shown; neither marks it again.
    expect(await screen.findByText('Open', {}, LONG)).toBeInTheDocument();
    expect(marks).toHaveLength(1);
  }, 40_000);

  it('does not mark an Open topic read', async () => {
    const open = db.topics.all().find((topic) => topic.resourceId === 'res_org_northwind' && topic.status === 'Open')!;
    markReleaseNotesSeen('admin@sandbox.test');
    const app = await renderSignedIn('admin@sandbox.test', '/');
    const marks = sentCalls(app, 'topics/setStatus');
    await app.navigate(`/mailbox/${open.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: open.subject }, LONG)).toBeInTheDocument();
    await waitFor(async () => expect(await bodies()).toHaveLength(threadOf(open.id).length), LONG);
    expect(marks).toHaveLength(0);
  }, 40_000);

  it('sends a reply (the text clears), then shows the support answer without reload and marks it read again', async () => {
    const app = await openTopic('admin@sandbox.test', BANK, 'Change of bank account');
    await waitFor(() => expect(db.topics.get(BANK)?.status).toBe('Open'), LONG);
    const marks = sentCalls(app, 'topics/setStatus');
    const before = threadOf(BANK).length;
    const box = screen.getByRole('textbox', { name: 'Your message' });
    await app.user.type(box, 'The letter is signed.{Enter}Please confirm.');
    await app.user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(async () => expect((await bodies()).at(-1)).toBe('The letter is signed.\nPlease confirm.'), LONG);
    expect(box).toHaveValue('');
    expect(threadOf(BANK)).toHaveLength(before + 1);
    expect(
      within(await thread())
        .getAllByRole('article')
        .at(-1),
    ).toHaveAccessibleName('Message from You');

    act(() => void sandboxControls.advance(SUPPORT_REPLY_MS));
    await waitFor(async () => expect(await bodies()).toHaveLength(before + 2), LONG);
    expect(
      within(await thread())
        .getAllByRole('article')
        .at(-1),
    ).toHaveAccessibleName(/Paytide Support/);
    expect(await screen.findByText('New reply from support', {}, LONG)).toBeInTheDocument();
    // The answer made the topic Pending on the server; the open page reads it.
    await waitFor(() => expect(db.topics.get(BANK)?.status).toBe('Open'), LONG);
    expect(marks).toHaveLength(1);
  }, 40_000);

  it('sends a reply with a file uploaded before; the sent file is in the thread and the picker is empty again', async () => {
    const app = await openTopic('admin@sandbox.test', BANK, 'Change of bank account');
    await thread();
    const pdf = new File(['%PDF-1.4 signed letter'], 'signed-letter.pdf', { type: 'application/pdf' });
    await app.user.upload(screen.getByLabelText('Attach files'), pdf);
    const attached = await screen.findByRole('list', { name: 'Attached files' }, LONG);
    await waitFor(() => expect(within(attached).getByLabelText('Uploaded')).toBeInTheDocument(), LONG);
    await app.user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Here is the signed letter.');
    await app.user.click(screen.getByRole('button', { name: 'Send reply' }));

    const last = async () =>
      within(await thread())
        .getAllByRole('article')
        .at(-1)!;
    await waitFor(async () => expect(within(await last()).getByRole('button', { name: /^signed-letter\.pdf \(/ })).toBeInTheDocument(), LONG);
    expect(threadOf(BANK).at(-1)?.attachmentIds).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Attached files' })).not.toBeInTheDocument();
  }, 40_000);

  it('keeps the typed reply when it is refused, and says why', async () => {
    const app = await openTopic('admin@sandbox.test', BANK, 'Change of bank account');
    await thread();
    const box = screen.getByRole('textbox', { name: 'Your message' });
    await app.user.type(box, 'Any news?');
    sandboxControls.failNextAction('topic-closed', { action: 'messages/create' });
    await app.user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('This topic was closed meanwhile. Reopen it to reply.', {}, LONG)).toBeInTheDocument();
    expect(box).toHaveValue('Any news?');
  }, 40_000);

  it('closes the topic after asking, then reopens it', async () => {
    const app = await openTopic('admin@sandbox.test', BANK, 'Change of bank account');
    await thread();
    await app.user.click(screen.getByRole('button', { name: 'Close topic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this topic?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Close topic' }));
    await waitFor(() => expect(db.topics.get(BANK)?.status).toBe('Closed'), LONG);
    expect(await screen.findByText('This topic is closed', {}, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
    expect(await screen.findByText('Topic closed', {}, LONG)).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Reopen topic' }));
    await waitFor(() => expect(db.topics.get(BANK)?.status).toBe('Open'), LONG);
    expect(await screen.findByRole('textbox', { name: 'Your message' }, LONG)).toBeInTheDocument();
  }, 40_000);

  it('reads only without messages.write and topics.all: no composer, no close', async () => {
    await openTopic('developer@sandbox.test', BANK, 'Change of bank account');
    await thread();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close topic' })).not.toBeInTheDocument();
  }, 40_000);

  it('downloads an attachment under its name', async () => {
    const saves = captureSaves();
    try {
      const app = await openTopic('admin@sandbox.test', BANK, 'Change of bank account');
      const file = () => within(screen.getByRole('list', { name: 'Conversation' })).getByRole('button', { name: /^bank-letter\.pdf \(/ });
      await within(await thread()).findByRole('button', { name: /^bank-letter\.pdf \(/ }, LONG);
      // A failed transfer says so beside the file, which can be downloaded again.
      sandboxControls.failNext(500, { path: 'files/' });
      await app.user.click(file());
      expect(await screen.findByText('The file could not be downloaded. Try again.', {}, LONG)).toBeInTheDocument();
      expect(saves.saved).toHaveLength(0);
      await app.user.click(file());
      await waitFor(() => expect(saves.saved.map((saved) => saved.fileName)).toEqual(['bank-letter.pdf']), LONG);
      expect(saves.saved[0].blob.size).toBe(db.attachments.get(`att_seed_org_northwind_03_1`)?.size);
    } finally {
      saves.restore();
    }
  }, 40_000);

  it('says "not found" for a topic the workspace does not have, with a way back', async () => {
    await openTopic('admin@sandbox.test', 'top_unknown', 'Support topic');
    expect(await screen.findByText('Topic not found', {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the mailbox' })).toHaveAttribute('href', '/mailbox');
  }, 40_000);
});
