import { expect, test, type Page } from '@playwright/test';
import { closeReleaseNotes, expectAccessibleInBothSchemes, sandbox, testInEveryVariant } from './fixtures';
import { openSignedIn } from './sandbox-session';

const PAYMENT = 'trx_demo_eur_paid';
/** A PDF of about 700 KB: three byte ranges of 256 KB. */
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(700 * 1024, 0x20)]) });

const mailboxLink = (page: Page) => page.getByRole('navigation').getByRole('link', { name: /^Mailbox/ });
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/** The number in the sidebar's "Mailbox 3 new issues" (0 when no badge). */
async function newIssues(page: Page) {
  const name = (await mailboxLink(page).getAttribute('aria-label')) ?? (await mailboxLink(page).innerText());
  return Number(/(\d+)/.exec(name)?.[1] ?? 0);
}

async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test('a topic about a payment with a PDF: upload progress, the live support answer counted by the badge and the bell, read in a second tab; close and reopen', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await openSignedIn(page, 'admin@sandbox.test', '/mailbox');
  await closeReleaseNotes(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  await expect.poll(() => newIssues(page)).toBeGreaterThan(0);
  const before = await newIssues(page);

  await page
    .getByRole('link', { name: 'New topic' })
    .or(page.getByRole('button', { name: 'New topic' }))
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'New topic' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Subject' }).fill('Refund not received by the customer');
  await pickOption(page, 'Category', 'Refunds');
  await pickOption(page, 'About', 'Payment');
  await page.getByRole('textbox', { name: 'Payment ID' }).fill(PAYMENT);
  await expect(page.getByRole('region', { name: 'What the topic is about' }).or(page.getByLabel('What the topic is about'))).toContainText('Successful');
  await page.getByRole('textbox', { name: 'Message' }).fill('The customer says the refund of last week never arrived. Statement attached.');

  // Each byte range takes a moment: the progress is there to see.
  await sandbox(page, (s) => s.setLatency(400));
  await page.getByLabel('Attach files').setInputFiles(pdf('bank-statement.pdf'));
  await expect(page.getByRole('progressbar', { name: 'Uploading bank-statement.pdf' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'bank-statement.pdf' }).getByLabel('Uploaded')).toBeVisible({ timeout: 20_000 });
  await sandbox(page, (s) => s.setLatency(120));
  await page.getByRole('button', { name: 'Send' }).click();

  await page.waitForURL(/\/mailbox\/top_/);
  const topicPath = new URL(page.url()).pathname;
  const conversation = page
    .getByRole('region', { name: 'Conversation' })
    .or(page.getByRole('list', { name: 'Conversation' }))
    .first();
  await expect(conversation).toContainText('The customer says the refund of last week never arrived.');
  await expect(conversation.getByRole('button', { name: /bank-statement\.pdf/ })).toBeVisible();

  // Back to the list; support answers on the sandbox clock.
  await page.getByRole('link', { name: 'Back to mailbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  const unreadBefore = Number(/(\d+)/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  await sandbox(page, (s) => s.advance(30_000));
  await expect.poll(() => newIssues(page)).toBe(before + 1);
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${unreadBefore + 1} unread`);

  // A second tab counts it too, and opening the thread there clears it in both.
  const second = await context.newPage();
  await second.goto('/mailbox');
  await expect.poll(() => newIssues(second)).toBe(before + 1);
  await second.goto(topicPath);
  await expect(second.getByText('Paytide Support').first()).toBeVisible();
  await expect.poll(() => newIssues(second)).toBe(before);
  await expect.poll(() => newIssues(page)).toBe(before);

  // A reply in the open thread; the answer arrives without a reload.
  const navigations: string[] = [];
  second.on('framenavigated', (frame) => frame === second.mainFrame() && navigations.push(frame.url()));
  await second.getByRole('textbox', { name: 'Your message' }).fill('Thank you. Which date will it reach the card?');
  await second.getByRole('button', { name: 'Send reply' }).click();
  await expect(second.getByText('Which date will it reach the card?')).toBeVisible();
  const supportMessages = await second.getByText('Paytide Support').count();
  await sandbox(second, (s) => s.advance(30_000));
  await expect.poll(() => second.getByText('Paytide Support').count()).toBeGreaterThan(supportMessages);
  expect(navigations).toEqual([]);

  // Close, then reopen.
  await second.getByRole('button', { name: 'Close topic' }).click();
  await second.getByRole('dialog').getByRole('button', { name: 'Close topic' }).click();
  await expect(second.getByText('This topic is closed')).toBeVisible();
  await expect(second.getByRole('textbox', { name: 'Your message' })).toBeHidden();
  await second.getByRole('button', { name: 'Reopen topic' }).click();
  await expect(second.getByRole('textbox', { name: 'Your message' })).toBeVisible();
});

test('a 2.1 GB file is refused before any byte is sent; a small one is uploaded', async ({ page }) => {
  await openSignedIn(page, 'admin@sandbox.test', '/mailbox/new');
  await closeReleaseNotes(page);
  await expect(page.getByRole('heading', { level: 1, name: 'New topic' })).toBeVisible();
  const allocations: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (body.includes('messages/allocateAttachment')) allocations.push(body);
  });
  // The page sees this file as 2.1 GB (a real one would not fit the test machine).
  await page.evaluate(() => {
    const size = Object.getOwnPropertyDescriptor(Blob.prototype, 'size')!;
    Object.defineProperty(Blob.prototype, 'size', {
      configurable: true,
      get(this: Blob) {
        return this instanceof File && this.name === 'huge-scan.pdf' ? 2_254_857_830 : (size.get!.call(this) as number);
      },
    });
  });
  await page.getByLabel('Attach files').setInputFiles({ name: 'huge-scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 tiny') });
  await expect(page.getByRole('listitem', { name: 'huge-scan.pdf' }).getByRole('alert')).toHaveText('This file is larger than 2 GB. Nothing was sent.');
  await page.getByLabel('Attach files').setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 receipt') });
  await expect(page.getByRole('listitem', { name: 'receipt.pdf' }).getByLabel('Uploaded')).toBeVisible();
  expect(allocations.some((body) => body.includes('receipt.pdf'))).toBe(true);
  expect(allocations.some((body) => body.includes('huge-scan.pdf'))).toBe(false);
});

test("the supervisor sees the topics of the organization's projects", async ({ page }) => {
  await openSignedIn(page, 'supervisor@sandbox.test', '/mailbox');
  await closeReleaseNotes(page);
  await page.getByText('All projects', { exact: true }).click();
  await expect(page).toHaveURL(/scope=organization/);
  const grid = page.getByRole('grid');
  await expect(grid.getByText('Northwind Shop').first()).toBeVisible();
  await expect(grid.getByText('Northwind Sandbox').first()).toBeVisible();
});

testInEveryVariant('the mailbox pages and the notification panel have no serious or critical axe violations', async (page, { locale }) => {
  test.setTimeout(180_000);
  await openSignedIn(page, 'admin@sandbox.test', '/mailbox');
  await closeReleaseNotes(page);
  if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('grid')).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  const first = page.getByRole('grid').locator('a[href^="/mailbox/top_"]').first();
  await first.click();
  await page.waitForURL(/\/mailbox\/top_/);
  await expect(page.locator('textarea').first()).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  await page.goto('/mailbox/new');
  await expect(page.locator('input[type="file"]')).toBeAttached();
  await expectAccessibleInBothSchemes(page);

  await page.locator('header button:has(.tabler-icon-bell)').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessibleInBothSchemes(page);
});
