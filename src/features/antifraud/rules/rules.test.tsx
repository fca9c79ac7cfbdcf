import { EditorView } from '@codemirror/view';
import { act, screen, waitFor, within } from '@testing-library/react';
import { sandboxControls } from '@mocks/controls';
import { db } from '@mocks/db/store';
import { currentPath, markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 15_000 };
const NORTHWIND = 'res_org_northwind';

async function open(route: string, email = 'risk@sandbox.test') {
  markReleaseNotesSeen(email);
  return renderSignedIn(email, route);
}

const rulesOf = () => db.antifraudRules.filter((rule) => rule.merchantId === NORTHWIND);

/** Types into the CodeMirror editor as a paste would (jsdom has no layout for CodeMirror's own input handling). */
async function writeRule(text: string) {
  const editor = await screen.findByRole('textbox', { name: 'Condition' }, LONG);
  const view = EditorView.findFromDOM(editor.closest('.cm-editor') as HTMLElement)!;
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, userEvent: 'input.paste' }));
  return editor;
}

const problems = () => screen.findByRole('list', { name: 'Problems in the condition' }, LONG);

describe('the rules page', () => {
  it('shows the rules stage by stage in the order they run, and changes a mode and an order as intents, each audited', async () => {
    const app = await open('/antifraud/rules');
    expect(await screen.findByText(/Allow rules run first, then block, then review, then request 3-D Secure/, {}, LONG)).toBeInTheDocument();
    const headings = (await screen.findAllByRole('heading', { level: 2 }, LONG)).map((h) => h.textContent);
    expect(headings.slice(0, 4)).toEqual(['Allow', 'Block', 'Review', 'Request 3-D Secure']);
    const cardTesting = rulesOf().find((rule) => rule.id === 'afr_nw_card_testing')!;
    expect(cardTesting.mode).toBe('shadow');
    await screen.findByRole('link', { name: cardTesting.name }, LONG);

    const auditBefore = db.auditEntries.filter((entry) => entry.object.id === cardTesting.id).length;
    await app.user.click(screen.getByRole('combobox', { name: `Mode of ${cardTesting.name}` }));
    await app.user.click(await screen.findByRole('option', { name: 'Enabled' }, LONG));
    await waitFor(() => expect(db.antifraudRules.get(cardTesting.id)!.mode).toBe('enabled'), LONG);
    expect(db.auditEntries.filter((entry) => entry.object.id === cardTesting.id).length).toBe(auditBefore + 1);

    const highRisk = db.antifraudRules.get('afr_nw_high_risk_score')!;
    const position = highRisk.position;
    await app.user.click(screen.getByRole('button', { name: `Move ${highRisk.name} down` }));
    await waitFor(() => expect(db.antifraudRules.get(highRisk.id)!.position).toBe(position + 1), LONG);
    expect(db.antifraudRules.get(cardTesting.id)!.position).toBe(position);
  });

  it('shows a mode change whose answer was lost on its rule, and "Check again" sends the same request once', async () => {
    const app = await open('/antifraud/rules');
    const rule = db.antifraudRules.get('afr_nw_3ds_elevated')!;
    expect(rule.mode).toBe('enabled');
    sandboxControls.failNext(500, { action: 'antifraud-rules/setMode' });
    await app.user.click(await screen.findByRole('combobox', { name: `Mode of ${rule.name}` }, LONG));
    await app.user.click(await screen.findByRole('option', { name: 'Disabled' }, LONG));
    const checkAgain = await screen.findByRole('button', { name: 'Check again' }, LONG);
    expect(screen.getByText(new RegExp(`Changing the rule “${rule.name}”`))).toBeInTheDocument();
    expect(db.antifraudRules.get(rule.id)!.mode).toBe('enabled');
    await app.user.click(checkAgain);
    await waitFor(() => expect(db.antifraudRules.get(rule.id)!.mode).toBe('disabled'), LONG);
    expect(db.auditEntries.filter((entry) => entry.object.id === rule.id)).toHaveLength(1);
  });

  it('keeps the built-in rules: their delete is disabled and says why', async () => {
    const app = await open('/antifraud/rules');
    await app.user.click(await screen.findByRole('button', { name: 'More actions for Blocked cards' }, LONG));
    expect(await screen.findByRole('menuitem', { name: 'Built-in rules cannot be deleted' }, LONG)).toBeDisabled();
  });

  it('shows finance the rules and the risk levels without any control to change them', async () => {
    await open('/antifraud/rules', 'finance@sandbox.test');
    await screen.findByRole('link', { name: 'High risk score' }, LONG);
    expect(screen.queryByRole('link', { name: 'New rule' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Mode of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save risk levels' })).not.toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Elevated from score' }, LONG)).toBeDisabled();
  });

  it('saves the risk levels once they are in order, and says what is wrong otherwise', async () => {
    const app = await open('/antifraud/rules');
    const elevated = await screen.findByRole('textbox', { name: 'Elevated from score' }, LONG);
    const highest = screen.getByRole('textbox', { name: 'Highest from score' });
    await app.user.clear(elevated);
    await app.user.type(elevated, '80');
    await app.user.clear(highest);
    await app.user.type(highest, '70');
    await app.user.click(screen.getByRole('button', { name: 'Save risk levels' }));
    expect(await screen.findByText('Highest must be above elevated.', {}, LONG)).toBeInTheDocument();
    expect(elevated).toHaveValue('80');
    await app.user.clear(highest);
    await app.user.type(highest, '90');
    await app.user.click(screen.getByRole('button', { name: 'Save risk levels' }));
    await waitFor(() => expect(db.antifraudSettings.find((row) => row.id === NORTHWIND)).toMatchObject({ elevatedAt: 80, highestAt: 90 }), LONG);
  });
});

describe('writing a rule', () => {
  it('points at each problem in words, at its line and column, and sends nothing while there is one', async () => {
    const app = await open('/antifraud/rules/new');
    await app.user.type(await screen.findByRole('textbox', { name: 'Name' }, LONG), 'Typo');
    const count = rulesOf().length;
    const editor = await writeRule(":amount_in_eur: > 'x' and :card_cuntry: = 'BR'");
    const list = await problems();
    expect(
      within(list).getByText('Line 1, column 19: :amount_in_eur: is an amount in euros: compare it with a plain number, such as 500.00.'),
    ).toBeInTheDocument();
    expect(within(list).getByText('Line 1, column 27: There is no attribute :card_cuntry:. Did you mean :card_country:?')).toBeInTheDocument();
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Run backtest' })).toBeDisabled();
    await app.user.click(screen.getByRole('button', { name: 'Create rule' }));
    expect(rulesOf().length).toBe(count);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Typo');
  });

  it('refuses hostile text clearly: 100,000 characters, a direction mark, an unclosed bracket, an unknown list', async () => {
    await open('/antifraud/rules/new');
    await writeRule(':risk_score: > 1 or '.repeat(5_000));
    expect(await within(await problems()).findByText(/A rule is at most 2000 characters; this one has 100000/)).toBeInTheDocument();
    await writeRule(":card_country: = 'BR'\u202E");
    expect(await screen.findByText(/hidden direction mark \(U\+202E\)/, {}, LONG)).toBeInTheDocument();
    await writeRule('(:risk_score: > 80');
    expect(await screen.findByText(/This \( has no matching bracket/, {}, LONG)).toBeInTheDocument();
    await writeRule(':email: in @blocked_emailz');
    expect(await screen.findByText(/There is no list @blocked_emailz\. Did you mean @blocked_emails\?/, {}, LONG)).toBeInTheDocument();
  });

  it('backtests a draft over 90 days in four groups with its added effect, then creates it as one audited change', async () => {
    const app = await open('/antifraud/rules/new');
    await app.user.type(await screen.findByRole('textbox', { name: 'Name' }, LONG), 'Large from the US');
    const source = ":amount_in_eur: > 500 and :card_country: = 'US'";
    await writeRule(source);
    await app.user.click(screen.getByRole('button', { name: 'Run backtest' }));
    expect(await screen.findByText(/payments of the last 90 days checked/, {}, { timeout: 30_000 })).toBeInTheDocument();
    const groups = screen.getByRole('table', { name: 'Matched payments by what became of them' });
    const rows = within(groups).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Disputed', 'Refunded', 'Blocked or failed', 'Succeeded']);
    const matched = rows.reduce((sum, row) => sum + Number(within(row).getAllByRole('cell')[0].textContent!.replace(/\D/g, '')), 0);
    expect(matched).toBeGreaterThan(0);
    const link = screen.getByRole('link', { name: `Open the ${matched} matched payments` });
    expect(new URL(link.getAttribute('href')!, 'http://x').searchParams.get('rule')).toBe(source);
    expect(screen.getByText('Only this rule', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why they matched (newest first)' })).toBeInTheDocument();

    const count = rulesOf().length;
    await app.user.click(screen.getByRole('button', { name: 'Create rule' }));
    await waitFor(() => expect(currentPath(app.router)).toBe('/antifraud/rules'), LONG);
    const created = rulesOf().find((rule) => rule.name === 'Large from the US')!;
    expect(rulesOf().length).toBe(count + 1);
    expect(created).toMatchObject({ source, action: 'block', mode: 'enabled' });
    expect(db.auditEntries.filter((entry) => entry.object.id === created.id)).toHaveLength(1);
  });

  it('keeps the name and the condition typed when the server refuses the rule', async () => {
    const app = await open('/antifraud/rules/new');
    await app.user.type(await screen.findByRole('textbox', { name: 'Name' }, LONG), 'Refused');
    await writeRule(':risk_score: > 90');
    sandboxControls.failNextAction('forbidden', { action: 'antifraud-rules/create' });
    await app.user.click(screen.getByRole('button', { name: 'Create rule' }));
    expect(await screen.findByRole('alert', {}, LONG)).toHaveTextContent(/./);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Refused');
    expect(screen.getByRole('textbox', { name: 'Condition' })).toHaveTextContent(':risk_score: > 90');
    expect(currentPath(app.router)).toBe('/antifraud/rules/new');
  });
});
