import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { saveScreenshot } from './artifacts.ts';
import { chooseOption, confirmDialog, staffLogin } from './staff-support.ts';

// A new operator's first day on the production server of playwright.config.ts (APP_MODE=production,
// an empty database, no demo seed): the first operator, then everything the go-live checklist asks
// for, then a member's deposit approved and seen at the kiosk.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const KIOSK = process.env.KIOSK_ADMIN_URL ?? 'http://127.0.0.1:4100';
const METRICS_TOKEN = 'go-live-metrics-token';
const OWNER = {
  name: 'Site Owner',
  username: 'owner',
  password: 'Setup-check-passphrase-2026',
  pin: '482916',
};
const run = Date.now().toString(36).slice(-5).toUpperCase();
const PRODUCT = `Live Slots ${run}`;
const KIOSK_CODE = `LIVE${run}`;
const BANK = { name: 'Maybank', holder: 'Go Live Sdn Bhd', account: '512345678901' };
const METHOD = 'Bank Transfer';
const MEMBER = { name: `First Member ${run}`, phone: `6012${String(Date.now()).slice(-7)}` };
// A tiny valid PNG (1x1): the site's own image, in place of the demo's.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const IMAGE_NAME = 'site-image.png';

test.describe.configure({ mode: 'serial' });

function setup(args: string[], input?: string) {
  return spawnSync('npm', ['run', '--silent', 'setup', '--', ...args], {
    cwd: ROOT,
    input,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: process.env.GO_LIVE_DATABASE_URL },
    timeout: 60_000,
  });
}

/** The setup code the server printed at start (a JSON log line with a `setupCode` field). */
function setupCodeFromLog(): string {
  const log = readFileSync(process.env.GO_LIVE_LOG ?? '', 'utf8');
  const code = log.match(/"setupCode":"([^"]+)"/)?.[1];
  expect(code, `no setup code in ${process.env.GO_LIVE_LOG}`).toBeTruthy();
  return code ?? '';
}

/** The Dashboard's checklist line, once the Dashboard is fresh (each visit reads the checklist again). */
async function expectLineDone(page: Page, key: string) {
  await expect(async () => {
    await page.goto('/admin/dashboard');
    await expect(page.getByTestId(`go-live-${key}`)).toHaveAttribute('data-done', 'true', { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

async function pendingDeposits(page: Page): Promise<number> {
  const res = await page.request.get('/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(res.ok()).toBe(true);
  const line = (await res.text()).match(/^topup_pending_transactions\{type="deposit"\} (\d+)$/m);
  // No line yet: nothing has ever waited.
  return Number(line?.[1] ?? 0);
}

/** Saves a create form; the back-office goes back to the list once the server took it. */
async function saveNew(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await confirmDialog(page);
  await expect(page).not.toHaveURL(/\/create$/);
}

/** Opens a create form by its address and waits for it (the router keeps the previous screen up while it loads). */
async function openCreateForm(page: Page, path: string) {
  await page.goto(`/admin${path}/create`);
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
}

test('the first operator: npm run setup on PostgreSQL, the first-run page with the logged code on PGlite', async ({
  page,
}, testInfo) => {
  if (process.env.GO_LIVE_DATABASE_URL) {
    const missing = setup(['--check']);
    expect(missing.status, missing.stdout + missing.stderr).toBe(1);
    const created = setup(
      ['--name', OWNER.name, '--username', OWNER.username, '--pin', OWNER.pin, '--password-stdin'],
      OWNER.password,
    );
    expect(created.status, created.stdout + created.stderr).toBe(0);
    const again = setup(
      ['--name', 'Second', '--username', 'second', '--pin', OWNER.pin, '--password-stdin'],
      OWNER.password,
    );
    expect(again.status, 'a second first operator is refused').toBe(1);
    await staffLogin(page, OWNER.username, OWNER.password);
  } else {
    // The server holds the embedded database open and PGlite cannot be opened twice: the
    // first-run page does what npm run setup does.
    await page.goto('/admin/');
    await expect(page.getByRole('heading', { name: 'Set up this site' })).toBeVisible();
    await page.getByLabel('Setup code').fill(setupCodeFromLog());
    await page.getByLabel('Name', { exact: true }).fill(OWNER.name);
    await page.getByLabel('Username').fill(OWNER.username);
    await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await page.getByLabel('Confirm password').fill(OWNER.password);
    await page.getByLabel('Security PIN (4 to 6 digits)').fill(OWNER.pin);
    await page.getByLabel('Confirm security PIN').fill(OWNER.pin);
    await saveScreenshot(page, testInfo, 'first-run');
    await page.getByRole('button', { name: 'Create Super Admin' }).click();
    await expect(page.getByTestId('operator-name')).toBeVisible({ timeout: 30_000 });
  }
  await page.goto('/admin/dashboard');
  const card = page.getByTestId('go-live');
  await expect(card).toBeVisible();
  for (const key of ['product', 'bank', 'deposit_method', 'links', 'demo_content'])
    await expect(card.getByTestId(`go-live-${key}`)).toHaveAttribute('data-done', 'false');
  // The first operator set a PIN, and a new site's payment gateway starts on.
  for (const key of ['pins', 'payment_gateway'])
    await expect(card.getByTestId(`go-live-${key}`)).toHaveAttribute('data-done', 'true');
  await saveScreenshot(page, testInfo, 'checklist-empty-site');
});

test('the operator sets up a product on the kiosk simulator, a bank, a deposit method and the website; the checklist empties', async ({
  page,
}, testInfo) => {
  // About a minute on an idle machine; the headroom is for a loaded two-core one.
  test.setTimeout(180_000);
  await staffLogin(page, OWNER.username, OWNER.password);

  await page.getByTestId('go-live-product').getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await page.getByRole('button', { name: 'New product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/create$/);
  await page.locator('#name').fill(PRODUCT);
  await page.getByLabel('API address').fill(KIOSK);
  await page.getByLabel('Kiosk code').fill(KIOSK_CODE);
  await page.getByLabel('Agent key').fill(`agent-key-${run}`);
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText(/The kiosk answered: agent credit RM/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'product-connection');
  await saveNew(page);
  await expectLineDone(page, 'product');

  await page.getByTestId('go-live-bank').getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/banks$/);
  await openCreateForm(page, '/banks');
  await page.getByLabel('Bank Name').fill(BANK.name);
  await page.getByLabel('Bank Holder').fill(BANK.holder);
  await page.getByLabel('Account Number').fill(BANK.account);
  await saveNew(page);
  await expectLineDone(page, 'bank');

  await page.getByTestId('go-live-deposit_method').getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/deposit-methods$/);
  await openCreateForm(page, '/deposit-methods');
  await page.getByLabel('Name (EN)').fill(METHOD);
  await page.getByLabel('Type label (EN)').fill('Online banking');
  await page.getByRole('button', { name: 'Choose from Gallery' }).click();
  const gallery = page.getByRole('dialog');
  await gallery
    .locator('input[type=file]')
    .setInputFiles({ name: IMAGE_NAME, mimeType: 'image/png', buffer: PNG });
  await expect(gallery).toBeHidden();
  await chooseOption(page, page.getByLabel('Bank accounts'), `${BANK.name} - ${BANK.holder}`);
  await page.keyboard.press('Escape');
  await saveScreenshot(page, testInfo, 'deposit-method');
  await saveNew(page);
  await expectLineDone(page, 'deposit_method');

  await page.getByTestId('go-live-links').getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/website-settings$/);
  // The form is filled from the server once loaded: typing before that would be overwritten.
  await expect(page.getByText('/media/demo/logo.svg')).toBeVisible();
  await page.getByLabel('Telegram channel').fill('https://t.me/golive_site');
  await page.getByLabel('WhatsApp').fill('https://wa.me/60123450000');
  await page.getByRole('radio', { name: 'On', exact: true }).check();
  // Every site image still the demo's gets the site's own, from the Gallery.
  const pickers = page.getByRole('button', { name: 'Choose from Gallery' });
  const count = await pickers.count();
  for (let i = 0; i < count; i++) {
    await pickers.nth(i).click();
    const dialog = page.getByRole('dialog', { name: 'Choose an image' });
    await dialog
      .getByText(/site-image/)
      .first()
      .click();
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByText('/media/demo/')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'website-settings');
  await page.getByRole('button', { name: 'Save' }).click();
  await confirmDialog(page);

  await expect(async () => {
    const checklist = await (await page.request.get('/api/staff/go-live')).json();
    expect(checklist.data.items.filter((item: { done: boolean }) => !item.done)).toEqual([]);
  }).toPass({ timeout: 30_000 });
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('card-deposits')).toBeVisible();
  await expect(page.getByTestId('go-live')).toHaveCount(0);
  if (process.env.GO_LIVE_DATABASE_URL) {
    const ready = setup(['--check']);
    expect(ready.status, ready.stdout + ready.stderr).toBe(0);
  }
  await saveScreenshot(page, testInfo, 'dashboard-ready');
});

test('a member made in the back-office deposits on the member site; the approval moves the game balance', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await staffLogin(page, OWNER.username, OWNER.password);
  await openCreateForm(page, '/members');
  await page.locator('#name').fill(MEMBER.name);
  await page.locator('#phone').fill(MEMBER.phone);
  await page.getByRole('button', { name: 'Save' }).click();
  await confirmDialog(page);
  await expect(page).toHaveURL(/\/admin\/members\/\d+\/edit$/);
  await page.getByRole('button', { name: 'Issue New Link' }).click();
  await confirmDialog(page);
  const link = new URL((await page.getByTestId('member-link-url').textContent()) ?? '');
  const token = link.searchParams.get('token') ?? '';
  expect(token).not.toBe('');

  const pendingBefore = await pendingDeposits(page);
  await page.goto(`/deposit?token=${encodeURIComponent(token)}`);
  await page.getByLabel('Game ID').selectOption({ label: PRODUCT });
  await page.getByRole('button', { name: 'Create Account' }).click();
  const username = page.getByLabel('Username', { exact: true });
  await expect(username).toHaveValue(/.+/);
  const gameUsername = await username.inputValue();
  await expect(page.getByTestId('deposit-balance')).toHaveText(/^RM 0/);
  await page.getByRole('button', { name: '50', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(METHOD) }).click();
  await page.getByLabel('Payment').selectOption({ index: 1 });
  await saveScreenshot(page, testInfo, 'member-deposit');
  await page.getByRole('button', { name: 'Top Up' }).click();
  await expect(page.getByRole('dialog', { name: 'Alert!' })).toContainText('Deposit submitted');
  expect(await pendingDeposits(page)).toBe(pendingBefore + 1);

  // The operator's session is still open in this browser.
  await page.goto('/admin/pending-deposits');
  const row = page.getByRole('row').filter({ hasText: MEMBER.name });
  await expect(row).toContainText('50.00');
  await row.getByRole('button', { name: 'Approve' }).click();
  await confirmDialog(page);
  // Credited, it leaves "To act" for "To verify".
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: /To verify/ }).click();
  await expect(row).toContainText('Success');
  await saveScreenshot(page, testInfo, 'deposit-approved');
  expect(await pendingDeposits(page)).toBe(pendingBefore);

  const player = await page.request.get(
    `${KIOSK}/admin/kiosks/${KIOSK_CODE}/players/${encodeURIComponent(gameUsername)}`,
  );
  expect(player.ok()).toBe(true);
  expect((await player.json()).balanceSen).toBe(5000);
});
