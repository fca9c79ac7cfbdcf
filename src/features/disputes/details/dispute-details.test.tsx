import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { sandboxControls } from '@mocks/controls';
import { DECISION_MS, disputeOutcome } from '@mocks/actions/disputes';
import { db } from '@mocks/db/store';
import { openDisputeStatuses } from '@/lib/contract/disputes';
import { evidenceChecklist } from '../model/evidence-checklist';
import { markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox();

const LONG = { timeout: 10_000 };
const SHOP = 'res_prj_northwind_shop';
const isOpen = (status: string) => (openDisputeStatuses as readonly string[]).includes(status);

/** The open Northwind Shop dispute due soonest whose reason code still misses required evidence. */
function openDisputeMissingEvidence() {
  const open = db.disputes.filter((d) => d.projectId === SHOP && isOpen(d.status)).sort((a, b) => (a.deadlineAt < b.deadlineAt ? -1 : 1));
  const dispute = open.find((d) => evidenceChecklist(d.scheme, d.reasonCode, d.evidence.files, d.evidence.rebuttal ?? '').missingRequired.length > 0);
  if (!dispute) throw new Error('no open dispute missing evidence in the seed');
  return dispute;
}

async function openDispute(id: string, email = 'admin@sandbox.test') {
  markReleaseNotesSeen(email);
  const app = await renderSignedIn(email, `/disputes/${id}`);
  return app;
}

const fileOf = (name: string, size?: number, type = 'application/pdf') => {
  const file = new File(['evidence'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

const checklistItem = (name: string) => within(screen.getByRole('region', { name: 'Evidence checklist' })).getByText(name).closest('li')!;

describe('dispute details: evidence workspace', () => {
  it('adds a file of each required kind and a response, submits with confirmation, shows pending, then the decision', async () => {
    const seeded = openDisputeMissingEvidence();
    const app = await openDispute(seeded.id);
    await screen.findByRole('region', { name: 'Evidence checklist' }, LONG);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/\d/);

    // Header: reason code with its title, the explanation, and the deadline.
    const reason = screen.getByText((_, element) => element?.tagName === 'P' && (element.textContent ?? '').includes(`${seeded.reasonCode} – `));
    expect(reason.textContent).toMatch(/^(Visa|Mastercard) \S+ – \w/);
    // Scheme and code in one isolate, so "Mastercard 4841" reads in order in Arabic too.
    expect(reason.querySelector('bdi')?.textContent).toMatch(new RegExp(`^(Visa|Mastercard) ${seeded.reasonCode}$`));
    expect(screen.getByText(/^Respond by /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: seeded.transactionId })).toHaveAttribute('href', `/transactions/${seeded.transactionId}`);

    // Missing evidence: each required kind not provided reads "Missing"; submit is disabled with the reason.
    const initial = evidenceChecklist(seeded.scheme, seeded.reasonCode, seeded.evidence.files, seeded.evidence.rebuttal ?? '');
    const names: Record<string, string> = { 'proof-of-delivery': 'Proof of delivery', 'tracking-number': 'Tracking number', 'cancellation-policy': 'Cancellation policy', 'refund-policy': 'Refund policy', receipt: 'Receipt or invoice', 'authorization-record': 'Authorization record', 'avs-cvv-match': 'AVS and CVV check', 'service-documentation': 'Product or service documentation', 'duplicate-explanation': 'Explanation of the charges', 'customer-communication': 'Customer communication', 'device-and-ip': 'Device and IP address', other: 'Other' };
    for (const group of initial.missingRequired) for (const kind of group) expect(checklistItem(names[kind])).toHaveTextContent('Missing');
    const submit = screen.getByRole('button', { name: 'Submit evidence' });
    expect(submit).toBeDisabled();
    expect(screen.getByText(/^Still needed before submitting: /)).toBeInTheDocument();

    // Two files: one of each required kind (the other of an either-or group, or a recommended one).
    const kinds = [...initial.missingRequired.flat(), ...initial.items.filter((item) => !item.required).map((item) => item.kind), 'other'].slice(0, 2);
    await app.user.upload(screen.getByLabelText('Upload files'), [fileOf('first-evidence.pdf'), fileOf('second-evidence.pdf')]);
    const staged = screen.getByRole('list', { name: 'Files to upload' });
    for (const [index, name] of ['first-evidence.pdf', 'second-evidence.pdf'].entries()) {
      const row = within(staged).getByRole('listitem', { name });
      await app.user.selectOptions(within(row).getByRole('combobox', { name: 'Evidence type' }), names[kinds[index]]);
      await app.user.click(within(row).getByRole('button', { name: 'Upload' }));
      expect(await within(row).findByRole('progressbar', { name: `Uploading ${name}` })).toBeInTheDocument();
    }
    const files = await screen.findByRole('list', { name: 'Evidence files' }, LONG);
    await waitFor(() => expect(within(files).getByRole('listitem', { name: 'second-evidence.pdf' })).toBeInTheDocument(), LONG);
    expect(within(files).getByRole('listitem', { name: 'first-evidence.pdf' })).toHaveTextContent(names[kinds[0]]);
    expect(checklistItem(names[kinds[0]])).toHaveTextContent('Provided');
    expect(db.disputes.find((d) => d.id === seeded.id)!.evidence.files.slice(-2).map((f) => [f.name, f.kind])).toEqual([
      ['first-evidence.pdf', kinds[0]],
      ['second-evidence.pdf', kinds[1]],
    ]);

    // The response: typed (unsaved holds submit back), then saved.
    const text = 'The goods were delivered to the billing address; see the carrier record.';
    await app.user.clear(screen.getByRole('textbox', { name: /Your response/ }));
    await app.user.type(screen.getByRole('textbox', { name: /Your response/ }), text);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit evidence' })).toBeDisabled();
    await app.user.click(screen.getByRole('button', { name: 'Save response' }));
    expect(await screen.findByText('Saved', {}, LONG)).toBeInTheDocument();
    expect(db.disputes.find((d) => d.id === seeded.id)!.evidence.rebuttal).toBe(text);

    // Submit, confirmed first.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit evidence' })).toBeEnabled());
    await app.user.click(screen.getByRole('button', { name: 'Submit evidence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit evidence' });
    expect(dialog).toHaveTextContent('Nothing can be changed after it is submitted.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Submit evidence' }));
    expect(await screen.findByText('Evidence submitted. The card issuer will review it.', {}, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload files' })).not.toBeInTheDocument();
    expect(db.disputes.find((d) => d.id === seeded.id)!.status).toBe('pending');

    // The sandbox clock decides; the push updates the page.
    sandboxControls.advance(DECISION_MS + 1000);
    const outcome = disputeOutcome(seeded.id);
    const message = outcome === 'won' ? /^You won this dispute/ : /^You lost this dispute/;
    expect(await screen.findByText(message, {}, LONG)).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Status history' });
    expect(within(history).getByText(outcome === 'won' ? 'Won' : 'Lost')).toBeInTheDocument();
  }, 40_000);

  it('refuses a file over 2 GB before any upload', async () => {
    const seeded = openDisputeMissingEvidence();
    const before = seeded.evidence.files.length;
    const app = await openDispute(seeded.id);
    await app.user.upload(await screen.findByLabelText('Upload files', {}, LONG), [fileOf('huge-scan.pdf', 2 * 1024 ** 3 + 1)]);
    const row = within(screen.getByRole('list', { name: 'Files to upload' })).getByRole('listitem', { name: 'huge-scan.pdf' });
    expect(within(row).getByRole('alert')).toHaveTextContent('Files over 2 GB cannot be uploaded');
    expect(within(row).queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('progressbar')).not.toBeInTheDocument();
    await app.user.click(within(row).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('list', { name: 'Files to upload' })).not.toBeInTheDocument();
    expect(db.disputes.find((d) => d.id === seeded.id)!.evidence.files).toHaveLength(before);
  });

  it('offers only PDF, JPEG, PNG and TIFF files, and refuses any other picked anyway before any upload', async () => {
    const seeded = openDisputeMissingEvidence();
    const before = seeded.evidence.files.length;
    await openDispute(seeded.id);
    const input = await screen.findByLabelText('Upload files', {}, LONG);
    expect(input).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png,.tif,.tiff,application/pdf,image/jpeg,image/png,image/tiff');
    expect(screen.getByText(/^PDF, JPEG, PNG or TIFF\. Up to 2 GB per file/)).toBeInTheDocument();

    // The file dialog's "All files" ignores `accept`: the page checks the extension and the declared type itself.
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(input, [
      fileOf('contract.docx', 100, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      fileOf('photo.png', 100, 'application/pdf'),
      fileOf('receipt.jpg', 100, 'image/jpeg'),
    ]);
    const staged = screen.getByRole('list', { name: 'Files to upload' });
    for (const name of ['contract.docx', 'photo.png']) {
      const row = within(staged).getByRole('listitem', { name });
      expect(within(row).getByRole('alert')).toHaveTextContent('Only PDF, JPEG, PNG or TIFF files can be uploaded');
      expect(within(row).queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    }
    const good = within(staged).getByRole('listitem', { name: 'receipt.jpg' });
    expect(within(good).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(good).getByRole('button', { name: 'Upload' })).toBeInTheDocument();
    expect(db.disputes.find((d) => d.id === seeded.id)!.evidence.files).toHaveLength(before);
  });

  it('accepts a dispute after its own confirmation', async () => {
    const seeded = openDisputeMissingEvidence();
    const app = await openDispute(seeded.id);
    await app.user.click(await screen.findByRole('button', { name: 'Accept dispute' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'Accept dispute' });
    expect(dialog).toHaveTextContent('this cannot be undone');
    await app.user.click(within(dialog).getByRole('button', { name: 'Accept dispute' }));
    expect(await screen.findByText('You accepted this dispute.', {}, LONG)).toBeInTheDocument();
    expect(db.disputes.find((d) => d.id === seeded.id)!.status).toBe('confirmed');
  });
});

describe('dispute details: access', () => {
  it('shows finance the dispute read-only, with the notice and no action controls', async () => {
    const seeded = openDisputeMissingEvidence();
    await openDispute(seeded.id, 'finance@sandbox.test');
    expect(await screen.findByText('You can view this dispute but not act on it', {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Evidence checklist' })).toBeInTheDocument();
    for (const name of ['Upload files', 'Submit evidence', 'Accept dispute', 'Save response']) {
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
    await openDispute(id(), email);
    const alert = await screen.findByRole('alert', {}, LONG);
    expect(alert).toHaveTextContent('This dispute is not available');
    expect(alert).toHaveTextContent("You don't have permission to read details of this dispute");
    expect(screen.getByRole('heading', { level: 1, name: 'Dispute' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to disputes' })).toHaveAttribute('href', '/disputes');
  });
});
