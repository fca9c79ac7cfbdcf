import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@mocks/db/store';
import { markReleaseNotesSeen, renderSignedIn, withSandbox } from '../../../tests/render-app';

// Not a React hook despite its name: it registers beforeAll/afterEach for the sandbox.
withSandbox({ trustStepUp: true });

const LONG = { timeout: 10_000 };
const SHOP = 'res_prj_northwind_shop';

async function open(email = 'admin@sandbox.test') {
  markReleaseNotesSeen(email);
  return renderSignedIn(email, `/projects/${SHOP}`);
}

/** The section's table, once loaded. */
async function languagesTable() {
  const region = await screen.findByRole('region', { name: 'Checkout languages' }, LONG);
  return within(region).findByRole('table', { name: 'Checkout languages' }, LONG);
}

const rowOf = (table: HTMLElement, language: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(language, { exact: true }))!;
const shopLanguages = () =>
  db.checkoutTranslations
    .filter((row) => row.projectId === SHOP)
    .map((row) => row.language)
    .sort();
const textField = (dialog: HTMLElement, key: string) => within(dialog).getByRole('textbox', { name: key });

describe('checkout languages on the project page', () => {
  it('lists the languages by name with their tag, the default marked and the missing texts counted', async () => {
    await open();
    const table = await languagesTable();
    const english = rowOf(table, 'English');
    expect(english).toHaveTextContent('en');
    expect(english).toHaveTextContent('Default');
    expect(english).toHaveTextContent('All texts');
    expect(rowOf(table, 'German')).toHaveTextContent('All texts');
    expect(rowOf(table, 'German')).not.toHaveTextContent('Default');
    expect(rowOf(table, 'French')).toHaveTextContent('3 texts missing');
    expect(within(rowOf(table, 'French')).getByText('fr')).toHaveAttribute('dir', 'ltr');
    // The default language is never removed.
    expect(within(english).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(within(rowOf(table, 'German')).getByRole('button', { name: 'Remove German (de)' })).toBeInTheDocument();
  });

  it("refuses a malformed tag ('Incorrect format') before sending it and an existing language ('Language already exists', the server's too), then adds one and opens its texts", async () => {
    const { user } = await open();
    await languagesTable();
    const before = shopLanguages();
    await user.click(screen.getByRole('button', { name: 'Add language' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a checkout language' });
    const tag = within(dialog).getByRole('textbox', { name: /^Language code/ });

    await user.type(tag, 'pt_BR');
    await user.click(within(dialog).getByRole('button', { name: 'Add language' }));
    expect(await within(dialog).findByText('Incorrect format')).toBeInTheDocument();
    expect(tag).toHaveValue('pt_BR');

    await user.clear(tag);
    await user.type(tag, 'DE');
    await user.click(within(dialog).getByRole('button', { name: 'Add language' }));
    expect(await within(dialog).findByText('Language already exists')).toBeInTheDocument();
    expect(shopLanguages()).toEqual(before);

    // Added elsewhere since this page read the list: the server says so, under the field.
    db.checkoutTranslations.insert({ id: 'ctr_nw_it', projectId: SHOP, language: 'it', isDefault: false, texts: {}, updatedAt: null });
    await user.clear(tag);
    await user.type(tag, 'IT');
    await user.click(within(dialog).getByRole('button', { name: 'Add language' }));
    expect(await within(dialog).findByText('Language already exists', {}, LONG)).toBeInTheDocument();
    expect(tag).toHaveAttribute('aria-invalid', 'true');

    await user.clear(tag);
    await user.type(tag, 'pt-br');
    expect(within(dialog).getByText('Adds Brazilian Portuguese (pt-BR)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add language' }));

    const texts = await screen.findByRole('dialog', { name: 'Checkout texts: Brazilian Portuguese (pt-BR)' }, LONG);
    expect(within(texts).getByRole('status')).toHaveTextContent('14 texts missing');
    expect(shopLanguages()).toEqual([...before, 'it', 'pt-BR'].sort());
    expect(rowOf(await languagesTable(), 'Brazilian Portuguese')).toHaveTextContent('14 texts missing');
  });

  it('edits texts beside the default language: missing ones marked and counted as typed, saved exactly as typed', async () => {
    const { user } = await open();
    const table = await languagesTable();
    await user.click(within(rowOf(table, 'French')).getByRole('button', { name: 'Edit texts: French (fr)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Checkout texts: French (fr)' });
    const count = within(dialog).getByRole('status');
    expect(count).toHaveTextContent('3 texts missing');
    expect(within(dialog).getAllByText('Missing')).toHaveLength(3);

    // Each field is read with the default language's text beside it.
    expect(textField(dialog, 'tryAgain')).toHaveValue('');
    expect(textField(dialog, 'tryAgain')).toHaveAccessibleDescription('English (en): Try again');
    expect(textField(dialog, 'title')).toHaveValue('Paiement');

    // A formula and bidi controls are text: kept as typed, never interpreted.
    const bidi = '\u202Eretour\u202C';
    await user.type(textField(dialog, 'tryAgain'), '=1+1');
    await user.type(textField(dialog, 'backToShop'), bidi);
    expect(count).toHaveTextContent('1 text missing');
    await user.clear(textField(dialog, 'title'));
    expect(count).toHaveTextContent('2 texts missing');

    await user.click(within(dialog).getByRole('button', { name: 'Save texts' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LONG);
    const saved = db.checkoutTranslations.get('ctr_nw_fr')!.texts;
    expect(saved.tryAgain).toBe('=1+1');
    expect(saved.backToShop).toBe(bidi);
    expect(saved.title).toBeUndefined();
    await waitFor(() => expect(rowOf(table, 'French')).toHaveTextContent('2 texts missing'), LONG);

    await user.click(within(rowOf(table, 'French')).getByRole('button', { name: 'Edit texts: French (fr)' }));
    const again = await screen.findByRole('dialog', { name: 'Checkout texts: French (fr)' });
    expect(textField(again, 'tryAgain')).toHaveValue('=1+1');
    expect(textField(again, 'backToShop')).toHaveValue(bidi);
    expect(textField(again, 'title')).toHaveValue('');
  });

  it('removes a language after confirming', async () => {
    const { user } = await open();
    const table = await languagesTable();
    await user.click(within(rowOf(table, 'German')).getByRole('button', { name: 'Remove German (de)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove a checkout language' });
    expect(dialog).toHaveTextContent('Remove German (de) from the checkout page of Northwind Shop?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove language' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LONG);
    await waitFor(() => expect(within(table).queryByText('German')).not.toBeInTheDocument(), LONG);
    expect(shopLanguages()).not.toContain('de');
  });

  it('without projects.write (a developer) the texts can be viewed, and nothing added, changed or removed', async () => {
    const { user } = await open('developer@sandbox.test');
    const table = await languagesTable();
    expect(screen.queryByRole('button', { name: 'Add language' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    await user.click(within(rowOf(table, 'French')).getByRole('button', { name: 'View texts: French (fr)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Checkout texts: French (fr)' });
    expect(textField(dialog, 'title')).toHaveValue('Paiement');
    expect(textField(dialog, 'title')).toHaveAttribute('readonly');
    expect(within(dialog).queryByRole('button', { name: 'Save texts' })).not.toBeInTheDocument();
  });
});
