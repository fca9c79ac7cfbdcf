import { expect, test, type Page } from '@playwright/test';
import { closeReleaseNotes, expectAccessibleInBothSchemes, navigateInApp, sandbox, testInEveryVariant, trustStepUp } from './fixtures';
import { openSignedIn } from './sandbox-session';

test.beforeEach(({ page }) => trustStepUp(page));

const NAME = 'Large from Germany';
const SOURCE = ":amount_in_eur: > 500 and :card_country: = 'DE'";

/** Types the condition into the editor as a person would, letting completion pass by. */
async function writeCondition(page: Page, text: string) {
  const editor = page.getByRole('textbox', { name: 'Condition' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
  await expect(editor).toHaveText(text);
}

test('risk@ writes a rule, backtests it over 90 days, enables it, and the clock makes a payment it blocks', async ({ page }) => {
  test.setTimeout(240_000);
  await openSignedIn(page, 'risk@sandbox.test', '/antifraud/rules');
  await closeReleaseNotes(page);
  await page.getByRole('link', { name: 'New rule' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(NAME);
  // A typo first: named at its place, with the right name suggested.
  await writeCondition(page, ":amount_in_eur: > 500 and :card_contry: = 'DE'");
  await expect(page.getByRole('list', { name: 'Problems in the condition' })).toContainText(
    'Line 1, column 27: There is no attribute :card_contry:. Did you mean :card_country:?',
  );
  await writeCondition(page, SOURCE);
  await expect(page.getByRole('list', { name: 'Problems in the condition' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Mode' }).click();
  await page.getByRole('option', { name: 'Shadow' }).click();

  await page.getByRole('button', { name: 'Run backtest' }).click();
  await expect(page.getByText(/payments of the last 90 days checked\./)).toBeVisible({ timeout: 60_000 });
  const groups = page.getByRole('table', { name: 'Matched payments by what became of them' });
  await expect(groups.getByRole('rowheader')).toHaveText(['Disputed', 'Refunded', 'Blocked or failed', 'Succeeded']);
  await expect(page.getByText('Only this rule', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Good payments affected')).toBeVisible();
  // Why each matched: the conditions that held, with the payment's values.
  await expect(page.getByRole('heading', { name: 'Why they matched (newest first)' })).toBeVisible();
  await expect(page.getByText(/^:card_country: = 'DE' \(DE\)$/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Create rule' }).click();
  await expect(page).toHaveURL(/\/antifraud\/rules$/);
  // In shadow it only logs; enabled, it acts.
  const mode = page.getByRole('combobox', { name: `Mode of ${NAME}` });
  await mode.click();
  await page.getByRole('option', { name: 'Enabled' }).click();
  await expect(mode).toBeEnabled();
  await expect(mode).toHaveValue('Enabled');

  // The sandbox clock moves a day at a time (a payment every 20 minutes per project) until the rule has
  // decided a payment: its 30 days' matches count it.
  const matches = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: NAME }) })
    .getByRole('cell')
    .nth(3);
  await expect(matches).toHaveText('0');
  for (let day = 0; day < 5 && (await matches.textContent()) === '0'; day += 1) {
    await sandbox(page, (s) => s.advance(86_400_000));
    // Reloaded: the counts are read afresh (the sandbox keeps its state and its clock).
    await page.reload();
    await expect(matches).toBeVisible();
  }
  await expect(matches).not.toHaveText('0');

  // The payment it blocked names it.
  await navigateInApp(page, `/transactions?${new URLSearchParams({ rule: SOURCE, status: 'failed' })}`);
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  const links = await grid.getByRole('link').evaluateAll((all) => all.map((a) => a.getAttribute('href')!).filter((href) => href.startsWith('/transactions/')));
  let found = false;
  for (const href of links) {
    await navigateInApp(page, href);
    const decided = page.getByRole('table', { name: 'Fraud checks' }).getByRole('row', { name: /^Rules decided/ });
    await expect(decided).toBeVisible();
    if ((await decided.textContent())?.includes(NAME)) {
      await expect(decided).toHaveAccessibleName(`Rules decided Blocked ${NAME}`);
      found = true;
      break;
    }
  }
  expect(found, `a payment blocked by "${NAME}"`).toBe(true);
});

test('risk@ approves a held payment: it is captured and leaves the queue', async ({ page }) => {
  await openSignedIn(page, 'risk@sandbox.test', '/antifraud/reviews/rvw_nw_open_2');
  await closeReleaseNotes(page);
  await page.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^Approve and capture/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.mantine-Badge-label', { hasText: 'Approved' })).toBeVisible();
  await navigateInApp(page, '/antifraud/reviews');
  await expect(page.getByRole('grid').locator('a[href="/antifraud/reviews/rvw_nw_open_2"]')).toHaveCount(0);
});

testInEveryVariant('the rules, a rule with its backtest and the risk levels have no serious or critical axe violations', async (page) => {
  test.setTimeout(180_000);
  await openSignedIn(page, 'risk@sandbox.test', '/antifraud/rules');
  await closeReleaseNotes(page);
  await expect(page.getByRole('table').first()).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await navigateInApp(page, '/antifraud/rules/afr_nw_large_eur_new_cards');
  await expect(page.getByRole('textbox', { name: /./ }).last()).toBeVisible();
  await page
    .getByRole('button', { name: /./ })
    .filter({ has: page.locator('.tabler-icon-player-play') })
    .click();
  await expect(page.getByRole('table').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 });
  await expectAccessibleInBothSchemes(page);
});
