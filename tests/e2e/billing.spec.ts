import { expect, test } from '@playwright/test';
import { closeReleaseNotes, expectAccessibleInBothSchemes, navigateInApp, sandbox, testInEveryVariant, trustStepUp } from './fixtures';
import { openSignedIn } from './sandbox-session';

const DAY = 86_400_000;

// Step-up has its own spec (step-up.spec.ts): here every user is in the step-up window.
test.beforeEach(({ page }) => trustStepUp(page));

test('dunning: a past-due subscription shows its reminders and what comes next; the clock sends the next reminder', async ({ page }) => {
  await openSignedIn(page, 'admin@sandbox.test', '/customers');
  await closeReleaseNotes(page);
  await page.getByRole('searchbox', { name: /Search by name, e-mail/ }).fill('chen.wei@');
  const customers = page.getByRole('grid', { name: /^Customers of/ });
  await customers.getByRole('link', { name: /Chen Wei/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chen Wei' })).toBeVisible();
  await page.getByRole('region', { name: 'Subscriptions' }).getByRole('link', { name: 'Basic' }).click();

  await expect(page.getByText('Reminders sent: 1 of 3.')).toBeVisible();
  const next = page.getByRole('list', { name: 'What happens next' });
  await expect(next.getByRole('listitem').first()).toContainText('Reminder 2 is sent and the payment retried');
  await expect(next.getByRole('listitem').nth(2)).toContainText('The subscription is halted');

  await sandbox(page, (s) => s.advance(3 * 86_400_000));
  await expect(page.getByText('Reminders sent: 2 of 3.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'History' }).getByText('Reminder 2 sent')).toBeVisible();
  await expect(next.getByRole('listitem').first()).toContainText('Reminder 3 is sent and the payment retried');
});

test('plan change: the amount charged now is the amount the preview showed', async ({ page }) => {
  await openSignedIn(page, 'admin@sandbox.test', '/subscriptions/sub_nw_alice_pro');
  await closeReleaseNotes(page);
  await page.getByRole('button', { name: 'Change plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change plan' });
  await dialog.getByLabel('New plan').selectOption('plan_nw_team_monthly');
  const due = dialog.getByRole('table', { name: 'What the change costs' }).getByRole('row', { name: /Charged now/ });
  await expect(due).toBeVisible();
  const shown = (await due.getByRole('cell').textContent())?.trim() ?? '';
  expect(shown).toMatch(/^EUR\s\d/);
  await dialog.getByRole('button', { name: `Change plan and charge ${shown}` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Team');
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByText('Plan changed')).toBeVisible();
  await expect(history.getByText(shown, { exact: false }).first()).toBeVisible();
});

test('pause with a resume day: the clock resumes it', async ({ page }) => {
  await openSignedIn(page, 'admin@sandbox.test', '/subscriptions/sub_nw_weekly');
  await closeReleaseNotes(page);
  await page.getByRole('button', { name: 'Pause' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pause subscription' });
  const day = new Date(Date.now() + 3 * DAY);
  const typed = `${String(day.getUTCDate()).padStart(2, '0')}.${String(day.getUTCMonth() + 1).padStart(2, '0')}.${day.getUTCFullYear()}`;
  await dialog.getByRole('textbox', { name: /Resume automatically on/ }).fill(typed);
  await dialog.getByRole('button', { name: 'Pause subscription' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.mantine-Badge-label', { hasText: 'Paused' })).toBeVisible();
  await sandbox(page, (s) => s.advance(4 * 86_400_000));
  await expect(page.locator('.mantine-Badge-label', { hasText: 'Active' })).toBeVisible();
});

testInEveryVariant('the customers, subscriptions, plans and recovery schedule pages have no serious or critical axe violations', async (page) => {
  test.setTimeout(180_000);
  await openSignedIn(page, 'admin@sandbox.test', '/customers');
  await closeReleaseNotes(page);
  await expect(page.getByRole('grid')).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  // Lists are ready when their grid shows; details pages when their sections do; a customer's when their payments do.
  const pages = [
    ['/customers/cus_nw_alice', 'payments'],
    ['/subscriptions', 'grid'],
    ['/subscriptions/sub_nw_past_due_2', 'heading'],
    ['/subscriptions/dunning', 'heading'],
    ['/plans', 'grid'],
    ['/plans/plan_nw_pro_monthly', 'heading'],
  ] as const;
  for (const [path, ready] of pages) {
    await navigateInApp(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const shown = {
      grid: page.getByRole('grid'),
      heading: page.getByRole('heading', { level: 2 }).first(),
      payments: page.locator('a[href^="/transactions/trx_"]').first(),
    }[ready];
    await expect(shown).toBeVisible();
    await expectAccessibleInBothSchemes(page);
  }
});
