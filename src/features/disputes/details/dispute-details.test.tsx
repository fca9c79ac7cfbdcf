import userEvent from '@testing-library/user-event';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sandboxControls } from '@mocks/controls';
import { DECISION_MS, disputeOutcome } from '@mocks/actions/disputes';
import type { Dispute } from '@mocks/db/disputes';
import { server } from '@mocks/node';
import { db } from '@mocks/db/store';
import { openDisputeStatuses } from '@/lib/contract/disputes';
import { evidenceChecklist } from '../model/evidence-checklist';
import { markReleaseNotesSeen, renderRestored, renderSignedIn, withSandbox } from '../../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 10_000 };
const SHOP = 'res_prj_northwind_shop';
const isOpen = (status: string) => (openDisputeStatuses as readonly string[]).includes(status);
const checklistOf = (d: Dispute) => evidenceChecklist(d.scheme, d.reasonCode, d.evidence.files, d.evidence.rebuttal ?? '');
const stored = (id: string) => db.disputes.find((d) => d.id === id)!;

/** The open Northwind Shop dispute due soonest whose reason code still misses required evidence (and, unless asked, has no written response). */
function openDisputeMissingEvidence({ withRebuttal = false } = {}) {
  const open = db.disputes.filter((d) => d.projectId === SHOP && isOpen(d.status)).sort((a, b) => (a.deadlineAt < b.deadlineAt ? -1 : 1));
  const dispute = open.find((d) => checklistOf(d).missingRequired.length > 0 && Boolean(d.evidence.rebuttal) === withRebuttal);
  if (!dispute) throw new Error('no open dispute missing evidence in the seed');
  return dispute;
}

async function openDispute(id: string, email = 'admin@sandbox.test', { workspace = true } = {}) {
  markReleaseNotesSeen(email);
  const app = await renderSignedIn(email, `/disputes/${id}`);
  if (workspace) await screen.findByRole('region', { name: 'Evidence checklist' }, LONG);
  return app;
}

const draftKeys = () =>
  Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i)!).filter((key) => key.startsWith('paytide.rebuttal-draft.'));

const fileOf = (name: string, size?: number, type = 'application/pdf') => {
  const file = new File(['evidence'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

const names: Record<string, string> = {
  'proof-of-delivery': 'Proof of delivery',
  'tracking-number': 'Tracking number',
  'cancellation-policy': 'Cancellation policy',
  'refund-policy': 'Refund policy',
  receipt: 'Receipt or invoice',
  'authorization-record': 'Authorization record',
  'avs-cvv-match': 'AVS and CVV check',
  'service-documentation': 'Product or service documentation',
  'duplicate-explanation': 'Explanation of the charges',
  'customer-communication': 'Customer communication',
  'device-and-ip': 'Device and IP address',
  other: 'Other',
};

const checklistItem = (name: string) =>
  within(screen.getByRole('region', { name: 'Evidence checklist' }))
    .getByText(name)
    .closest('li')!;
const response = () => screen.getByRole('textbox', { name: /Your response/ });
const stillNeeded = () => screen.queryByRole('list', { name: 'Still needed before submitting:' });
const evidenceFile = (name: string) => within(screen.getByRole('list', { name: 'Evidence files' })).getByRole('listitem', { name });
const fileType = (name: string) => within(evidenceFile(name)).getByRole('combobox', { name: 'Evidence type' });

/** The request references of every `action` call sent to the sandbox from now on (read from the request bodies). */
function actionsSent(action: string) {
  const references: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    void request
      .clone()
      .json()
      .then((body: { data?: { action?: string; requestReference?: string } }) => {
        if (body.data?.action === action) references.push(body.data.requestReference ?? '');
      })
      .catch(() => undefined);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => void server.events.removeListener('request:start', listener));
  return references;
}

describe('dispute details: evidence in few steps', () => {
  it('uploads the chosen files at once, each with the type of the first item still missing, and lists them with their types', async () => {
    const seeded = openDisputeMissingEvidence();
    const before = seeded.evidence.files.length;
    const initial = checklistOf(seeded);
    // The first file takes the first required kind; the second the next unmet group's, else the first recommended kind, else Other.
    const first = initial.missingRequired[0][0];
    const second = initial.missingRequired[1]?.[0] ?? initial.items.find((item) => !item.required && !item.done)?.kind ?? 'other';
    const app = await openDispute(seeded.id);

    await app.user.upload(screen.getByLabelText('Upload files', { selector: 'input' }), [fileOf('first-evidence.pdf'), fileOf('second-evidence.pdf')]);
    const uploads = screen.getByRole('list', { name: 'Uploads' });
    for (const name of ['first-evidence.pdf', 'second-evidence.pdf']) {
      expect(within(uploads).getByRole('progressbar', { name: `Uploading ${name}` })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    // While they upload, Submit says so.
    expect(within(stillNeeded()!).getByText('2 files are still uploading')).toBeInTheDocument();

    await waitFor(() => expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument(), LONG);
    expect(fileType('first-evidence.pdf')).toHaveDisplayValue(names[first]);
    expect(fileType('second-evidence.pdf')).toHaveDisplayValue(names[second]);
    expect(checklistItem(names[first])).toHaveTextContent('Provided');
    expect(
      stored(seeded.id)
        .evidence.files.slice(before)
        .map((f) => [f.name, f.kind]),
    ).toEqual([
      ['first-evidence.pdf', first],
      ['second-evidence.pdf', second],
    ]);
    expect(within(stillNeeded()!).queryByText(/still uploading/)).not.toBeInTheDocument();

    // A type picked after the upload is kept too.
    const retype = second === 'other' ? 'receipt' : 'other';
    await app.user.selectOptions(fileType('second-evidence.pdf'), names[retype]);
    await waitFor(() => expect(stored(seeded.id).evidence.files.find((f) => f.name === 'second-evidence.pdf')?.kind).toBe(retype), LONG);
    await waitFor(() => expect(fileType('second-evidence.pdf')).toHaveDisplayValue(names[retype]), LONG);
  }, 40_000);

  it('gives a file picked or dropped on a checklist item that item’s type', async () => {
    const seeded = openDisputeMissingEvidence();
    const initial = checklistOf(seeded);
    const dropOn = initial.missingRequired[0].at(-1)!;
    const pickFor = initial.items.find((item) => item.kind !== dropOn)?.kind ?? dropOn;
    const app = await openDispute(seeded.id);

    fireEvent.drop(checklistItem(names[dropOn]), { dataTransfer: { files: [fileOf('dropped.png', 100, 'image/png')], types: ['Files'] } });
    await waitFor(() => expect(fileType('dropped.png')).toHaveDisplayValue(names[dropOn]), LONG);

    await app.user.upload(screen.getByLabelText(`Upload a file: ${names[pickFor]}`, { selector: 'input' }), fileOf('picked.tiff', 100, 'image/tiff'));
    await waitFor(() => expect(fileType('picked.tiff')).toHaveDisplayValue(names[pickFor]), LONG);
    expect(
      stored(seeded.id)
        .evidence.files.slice(-2)
        .map((f) => [f.name, f.kind]),
    ).toEqual([
      ['dropped.png', dropOn],
      ['picked.tiff', pickFor],
    ]);
  }, 40_000);

  it('refuses a file of another type or over 2 GB with the reason, and uploads the others', async () => {
    const seeded = openDisputeMissingEvidence();
    const before = seeded.evidence.files.length;
    await openDispute(seeded.id);
    const input = screen.getByLabelText('Upload files', { selector: 'input' });
    expect(input).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png,.tif,.tiff,application/pdf,image/jpeg,image/png,image/tiff');
    expect(screen.getByText(/^PDF, JPEG, PNG or TIFF\. Up to 2 GB per file/)).toBeInTheDocument();

    // The file dialog's "All files" ignores `accept`: the page checks the extension and the declared type itself.
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(input, [
      fileOf('contract.docx', 100, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      fileOf('photo.png', 100, 'application/pdf'),
      fileOf('huge-scan.pdf', 2 * 1024 ** 3 + 1),
      fileOf('receipt.jpg', 100, 'image/jpeg'),
    ]);
    const uploads = screen.getByRole('list', { name: 'Uploads' });
    const row = (name: string) => within(uploads).getByRole('listitem', { name });
    for (const name of ['contract.docx', 'photo.png'])
      expect(within(row(name)).getByRole('alert')).toHaveTextContent('Only PDF, JPEG, PNG or TIFF files can be uploaded');
    expect(within(row('huge-scan.pdf')).getByRole('alert')).toHaveTextContent('Files over 2 GB cannot be uploaded');
    for (const name of ['contract.docx', 'photo.png', 'huge-scan.pdf']) expect(within(row(name)).queryByRole('progressbar')).not.toBeInTheDocument();

    await waitFor(() => expect(evidenceFile('receipt.jpg')).toBeInTheDocument(), LONG);
    expect(
      stored(seeded.id)
        .evidence.files.slice(before)
        .map((f) => f.name),
    ).toEqual(['receipt.jpg']);
    // The refused ones stay, with their reason, until removed.
    await userEvent.click(within(row('contract.docx')).getByRole('button', { name: 'Remove' }));
    expect(within(uploads).queryByRole('listitem', { name: 'contract.docx' })).not.toBeInTheDocument();
    expect(
      within(uploads)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['photo.png', 'huge-scan.pdf']);
  }, 40_000);

  it('saves the response as it is typed, with no Save press', async () => {
    const seeded = openDisputeMissingEvidence();
    const app = await openDispute(seeded.id);
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
    const text = 'The goods were delivered to the billing address; see the carrier record.';
    await app.user.type(response(), text);
    await waitFor(() => expect(stored(seeded.id).evidence.rebuttal).toBe(text), LONG);
    expect(await screen.findByText('Saved', {}, LONG)).toBeInTheDocument();
    expect(draftKeys()).toEqual([]);
  }, 40_000);

  it('keeps a response the sandbox did not take across a reload, and saves it then', async () => {
    const seeded = openDisputeMissingEvidence();
    const email = 'admin@sandbox.test';
    markReleaseNotesSeen(email);
    const first = await renderRestored(email, `/disputes/${seeded.id}`);
    await screen.findByRole('region', { name: 'Evidence checklist' }, LONG);
    sandboxControls.failNextAction('internal-error', { action: 'disputes/saveRebuttal' });
    const text = 'Signed for at the door on the 3rd.';
    await first.user.type(response(), text);
    expect(await screen.findByText(/^Not saved: /, {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry saving' })).toBeInTheDocument();
    expect(within(stillNeeded()!).getByText('Your response is not saved: retry saving it')).toBeInTheDocument();
    expect(stored(seeded.id).evidence.rebuttal).toBeNull();
    expect(draftKeys()).toHaveLength(1);

    // A reload: the page starts again, the session restored.
    first.dispose();
    first.unmount();
    await renderRestored(email, `/disputes/${seeded.id}`);
    expect(await screen.findByRole('textbox', { name: /Your response/ }, LONG)).toHaveValue(text);
    await waitFor(() => expect(stored(seeded.id).evidence.rebuttal).toBe(text), LONG);
    expect(await screen.findByText('Saved', {}, LONG)).toBeInTheDocument();
    expect(draftKeys()).toEqual([]);
  }, 40_000);

  it('lists everything Submit still needs, then submits once; hostile text stays text', async () => {
    const seeded = openDisputeMissingEvidence();
    const initial = checklistOf(seeded);
    const app = await openDispute(seeded.id);
    const submits = actionsSent('disputes/submitEvidence');

    // Each unmet group of the reason code, and the written response.
    expect(screen.getByRole('button', { name: 'Submit evidence' })).toBeDisabled();
    const needs = within(stillNeeded()!)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(needs).toEqual([
      ...initial.missingRequired.map(
        (group) => `A file of type ${new Intl.ListFormat('en', { type: 'disjunction' }).format(group.map((kind) => names[kind]))}`,
      ),
      'Your written response',
    ]);

    for (const [index, group] of initial.missingRequired.entries()) {
      await app.user.upload(screen.getByLabelText(`Upload a file: ${names[group[0]]}`, { selector: 'input' }), fileOf(`evidence-${index}.pdf`));
    }
    const hostile = '<img src=x onerror="window.__hacked=1"><b>Delivered</b>';
    await app.user.type(response(), hostile);
    expect(within(stillNeeded()!).getByText('Your response is still being saved')).toBeInTheDocument();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit evidence' })).toBeEnabled(), LONG);
    expect(stillNeeded()).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Submit evidence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit evidence' });
    expect(dialog).toHaveTextContent('Nothing can be changed after it is submitted.');
    await app.user.dblClick(within(dialog).getByRole('button', { name: 'Submit evidence' }));
    expect(await screen.findByText('Evidence submitted. The card issuer will review it.', {}, LONG)).toBeInTheDocument();
    expect(stored(seeded.id).status).toBe('pending');
    expect(stored(seeded.id).statusHistory.filter((entry) => entry.status === 'pending')).toHaveLength(1);
    expect(submits).toHaveLength(1);
    expect(stored(seeded.id).evidence.rebuttal).toBe(hostile);
    // Shown as the characters typed, never as markup.
    expect(screen.getByText(hostile)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect((window as { __hacked?: number }).__hacked).toBeUndefined();

    // The sandbox clock decides; the push updates the page.
    sandboxControls.advance(DECISION_MS + 1000);
    const outcome = disputeOutcome(seeded.id);
    expect(await screen.findByText(outcome === 'won' ? /^You won this dispute/ : /^You lost this dispute/, {}, LONG)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Status history' })).getByText(outcome === 'won' ? 'Won' : 'Lost')).toBeInTheDocument();
  }, 60_000);

  it('accepts a dispute after its own confirmation', async () => {
    const seeded = openDisputeMissingEvidence();
    const app = await openDispute(seeded.id);
    await app.user.click(screen.getByRole('button', { name: 'Accept dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept dispute' });
    expect(dialog).toHaveTextContent('this cannot be undone');
    await app.user.click(within(dialog).getByRole('button', { name: 'Accept dispute' }));
    expect(await screen.findByText('You accepted this dispute.', {}, LONG)).toBeInTheDocument();
    expect(stored(seeded.id).status).toBe('confirmed');
  });
});

describe('dispute details: access', () => {
  it('shows finance the dispute read-only, with the notice and no action controls', async () => {
    const seeded = openDisputeMissingEvidence();
    await openDispute(seeded.id, 'finance@sandbox.test');
    expect(await screen.findByText('You can view this dispute but not act on it', {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Evidence checklist' })).toBeInTheDocument();
    for (const name of ['Upload files', 'Submit evidence', 'Accept dispute', /^Upload a file: /]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it.each([
    ['an unknown id', () => 'dsp_does_not_exist', 'admin@sandbox.test'],
    ['another workspace', () => db.disputes.find((d) => d.projectId === 'res_prj_solo')!.id, 'admin@sandbox.test'],
    ['another workspace without the right', () => db.disputes.find((d) => d.projectId === 'res_prj_solo')!.id, 'finance@sandbox.test'],
  ])('shows a clear error for %s, not a crash', async (_case, id, email) => {
    await openDispute(id(), email, { workspace: false });
    const alert = await screen.findByRole('alert', {}, LONG);
    expect(alert).toHaveTextContent('This dispute is not available');
    expect(alert).toHaveTextContent("You don't have permission to read details of this dispute");
    expect(screen.getByRole('heading', { level: 1, name: 'Dispute' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to disputes' })).toHaveAttribute('href', '/disputes');
  });
});

describe('dispute header', () => {
  it('keeps the scheme and reason code in one isolate, so "Mastercard 4841" reads in order in Arabic too', async () => {
    const seeded = openDisputeMissingEvidence();
    await openDispute(seeded.id);
    const reason = await screen.findByText(
      (_, element) => element?.tagName === 'P' && (element.textContent ?? '').includes(`${seeded.reasonCode} – `),
      {},
      { timeout: 15_000 },
    );
    expect(reason.querySelector('bdi')?.textContent).toMatch(new RegExp(`^(Visa|Mastercard) ${seeded.reasonCode}$`));
  });
});
