import { expect, type Page, test } from '@playwright/test';
import { saveScreenshot } from './artifacts.ts';
import { ADMIN, chooseOption, confirmDialog, openOption, staffApi, staffLogin } from './staff-support.ts';

// The kiosk simulator's admin API (docs/provider-protocol.md): the provider's own view of balances.
const KIOSK = process.env.KIOSK_ADMIN_URL ?? 'http://127.0.0.1:4100';
const run = Date.now() % 10_000_000;
const memberName = `Money E2E ${run}`;
const phone = `601${String(run).padStart(8, '0')}`;
// A tiny valid PNG (1x1) standing in for a bank transfer slip.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

type Account = { id: number; username: string; product_name: string };
const state: { memberId: number; token: string; mega: Account; pussy: Account } = {
  memberId: 0,
  token: '',
  mega: { id: 0, username: '', product_name: '' },
  pussy: { id: 0, username: '', product_name: '' },
};

test.describe.configure({ mode: 'serial' });

async function kioskBalanceSen(page: Page, kiosk: string, username: string): Promise<number> {
  const res = await page.request.get(
    `${KIOSK}/admin/kiosks/${kiosk}/players/${encodeURIComponent(username)}`,
  );
  expect(res.ok()).toBe(true);
  return (await res.json()).balanceSen;
}

/** Searches the account picker; tries again if the page swallowed the keys or the list re-rendered under the click. */
/**
 * Opens a screen from the menu and waits for its heading: the router keeps the previous screen
 * up while the next one's code loads, and its fields share labels (Game ID) with the next.
 */
async function openScreen(page: Page, name: string) {
  await page.getByRole('navigation').getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
}

async function pickAccount(page: Page, label: string, account: Account) {
  const input = page.getByLabel(label);
  await expect(async () => {
    await input.click();
    await input.fill(account.username);
    await openOption(page, account.username).click({ timeout: 5_000 });
    // The notification prompt can push the page down mid-click; retry until the pick holds.
    await expect(input.locator('xpath=..')).toContainText(account.username, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test('staff create a player with game accounts from Player edit and issue the member link', async ({
  page,
}, testInfo) => {
  await staffLogin(page, ADMIN.username, ADMIN.password);
  const created = await staffApi(page, 'POST', '/api/staff/members', { name: memberName, phone });
  state.memberId = created.data.id;

  await page.getByRole('navigation').getByRole('link', { name: 'Players' }).click();
  await page.getByPlaceholder('Search').fill(memberName);
  await page.getByPlaceholder('Search').press('Enter');
  await page.getByRole('link', { name: memberName }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/players/${state.memberId}$`));
  for (const product of ['Mega888', 'Pussy888']) {
    await chooseOption(page, page.getByLabel('Product'), product);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await confirmDialog(page);
    await expect(page.getByText('Create member account success.').last()).toBeVisible();
  }
  await expect(page.getByRole('cell', { name: 'Pussy888' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'money-player-edit');

  const player = await staffApi(page, 'GET', `/api/staff/players/${state.memberId}`);
  state.mega = player.data.accounts.find((a: Account) => a.product_name === 'Mega888');
  state.pussy = player.data.accounts.find((a: Account) => a.product_name === 'Pussy888');
  expect(await kioskBalanceSen(page, 'MEGA888', state.mega.username)).toBe(0);
  const link = await staffApi(page, 'POST', `/api/staff/members/${state.memberId}/link`);
  state.token = link.data.token;
});

test('member deposits on the member site; staff approve it in Pending Deposit; the kiosk balance rises', async ({
  page,
}, testInfo) => {
  await page.goto(`/deposit?token=${encodeURIComponent(state.token)}`);
  await page.getByLabel('Game ID').selectOption({ label: 'Mega888' });
  await expect(page.getByTestId('deposit-balance')).toHaveText(/^RM 0/);
  await page.getByRole('button', { name: '50', exact: true }).click();
  await page.getByRole('button', { name: /E-Wallet/ }).click();
  await page.getByLabel('Payment').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Top Up' }).click();
  await expect(page.getByRole('dialog', { name: 'Alert!' })).toContainText('Deposit submitted');

  await staffLogin(page, ADMIN.username, ADMIN.password);
  await page.getByRole('navigation').getByRole('link', { name: 'Pending Deposit' }).click();
  await expect(page).toHaveURL(/\/admin\/pending-deposits$/);
  const row = page.getByRole('row').filter({ hasText: memberName });
  await expect(row).toContainText('50.00');
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Progress');
  await saveScreenshot(page, testInfo, 'money-pending-deposits');

  await page.getByRole('button', { name: 'Approve selected' }).click();
  await expect(page.getByText('Please select at least one transaction.')).toBeVisible();

  await row.getByRole('button', { name: 'Approve' }).click();
  await confirmDialog(page);
  await expect(page.getByText('Done.').last()).toBeVisible();
  // Credited, it leaves "To act" for "To verify".
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: /To verify/ }).click();
  await expect(row).toContainText('Success');
  expect(await kioskBalanceSen(page, 'MEGA888', state.mega.username)).toBe(5000);

  await row.getByRole('link', { name: /^#\d+$/ }).click();
  await expect(page.getByRole('heading', { name: /^Transaction #\d+$/ })).toBeVisible();
  await expect(page.getByText('Ledger Entries')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'succeeded', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'transaction.approve', exact: true })).toBeVisible();
  await saveScreenshot(page, testInfo, 'money-transaction-detail');
});

test('a transfer moves the whole balance to the other game account', async ({ page }, testInfo) => {
  await staffLogin(page, ADMIN.username, ADMIN.password);
  await openScreen(page, 'Transfer');
  await pickAccount(page, 'From Member Account', state.mega);
  await pickAccount(page, 'To Member Account', state.mega);
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByText('From Member account and To Member account cannot be the same.')).toBeVisible();
  await pickAccount(page, 'To Member Account', state.pussy);
  await saveScreenshot(page, testInfo, 'money-transfer');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await confirmDialog(page);
  await expect(page.getByText('Done. RM 50.00')).toBeVisible();
  expect(await kioskBalanceSen(page, 'MEGA888', state.mega.username)).toBe(0);
  expect(await kioskBalanceSen(page, 'PUSSY888', state.pussy.username)).toBe(5000);
});

test('a withdrawal goes from Transaction Insert through approve to complete with a receipt', async ({
  page,
}, testInfo) => {
  await staffLogin(page, ADMIN.username, ADMIN.password);
  await openScreen(page, 'Transaction Insert');
  await page.locator('label.ant-radio-button-wrapper').filter({ hasText: 'Withdrawal' }).click();
  await pickAccount(page, 'Game ID', state.pussy);
  await page.getByLabel('Amount').fill('60');
  await chooseOption(page, page.getByLabel('Withdraw Bank'), 'Public Bank');
  await page.getByRole('button', { name: 'Insert Transaction' }).click();
  await confirmDialog(page);
  await expect(page.getByText('Withdrawal amount must be equal to balance.')).toBeVisible();
  await page.getByLabel('Amount').fill('50');
  await page.getByRole('button', { name: 'Insert Transaction' }).click();
  await confirmDialog(page);
  await expect(page).toHaveURL(/\/admin\/pending-withdrawals$/);

  const row = page.getByRole('row').filter({ hasText: memberName });
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: 'Approve' }).click();
  await confirmDialog(page);
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: /To verify/ }).click();
  await expect(row).toContainText('Success');
  expect(await kioskBalanceSen(page, 'PUSSY888', state.pussy.username)).toBe(0);

  await row.getByRole('button', { name: 'Complete' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Receipt is required.')).toBeVisible();
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('link', { name: 'View receipt' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'money-complete-withdrawal');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Done.').last()).toBeVisible();
  // Completed, it leaves the queue; the transaction list shows it paid and verified.
  await expect(row).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'money-pending-withdrawals');
  await page.goto(`/admin/transactions?type=withdrawal&q=${encodeURIComponent(memberName)}`);
  const listed = page.getByRole('row').filter({ hasText: memberName });
  await expect(listed).toContainText('Complete');
  await expect(listed).toContainText('Verified');
  await expect(listed).toContainText('Public Bank');
  await expect(listed.getByRole('link', { name: 'View receipt' })).toBeVisible();
});

test('every money screen opens at its address with its data', async ({ page }, testInfo) => {
  // Eleven screens, each its own lazily loaded chunk: a minute is tight on a loaded machine.
  test.setTimeout(180_000);
  await staffLogin(page, ADMIN.username, ADMIN.password);
  const screens: [string, string, string][] = [
    ['transactions', 'Transactions', 'money-transactions'],
    ['quick-topup', 'Quick Topup', 'money-quick-topup'],
    ['multi-deposit', 'Multi Deposit', 'money-multi-deposit'],
    ['adjustment', 'Adjustment', 'money-adjustment'],
    ['players', 'Players', 'money-players'],
    ['member-accounts', 'Member Accounts', 'money-member-accounts'],
    ['products', 'Products', 'money-products'],
    ['games', 'Game List', 'money-games'],
    ['game-sessions', 'Game Sessions', 'money-game-sessions'],
    ['banks', 'Banks', 'money-banks'],
    ['banks/create', 'Create Bank', 'money-bank-create'],
  ];
  for (const [path, heading, shot] of screens) {
    await page.goto(`/admin/${path}`);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    if (path === 'transactions')
      await expect(page.getByRole('row').filter({ hasText: memberName }).first()).toBeVisible();
    if (path === 'products') await expect(page.getByRole('cell', { name: 'Mega888' })).toBeVisible();
    if (path === 'banks') await expect(page.getByRole('cell', { name: 'Public Bank' })).toBeVisible();
    await saveScreenshot(page, testInfo, shot);
  }
  await page.goto(`/admin/member-accounts?q=${encodeURIComponent(state.pussy.username)}`);
  await expect(page.getByRole('row').filter({ hasText: state.pussy.username })).toContainText('0.00');
});

test('account actions, multi deposit totals and the bank delete rule answer with the spec messages', async ({
  page,
}, testInfo) => {
  await staffLogin(page, ADMIN.username, ADMIN.password);
  await page.goto(`/admin/member-accounts?q=${encodeURIComponent(state.pussy.username)}`);
  const row = page.getByRole('row').filter({ hasText: state.pussy.username });
  await row.getByRole('button', { name: 'Freeze' }).click();
  await confirmDialog(page);
  await expect(page.getByText('Freeze member account success.')).toBeVisible();
  await expect(row).toContainText('Frozen');
  const frozen = await page.request.get(`${KIOSK}/admin/kiosks/PUSSY888/players/${state.pussy.username}`);
  expect((await frozen.json()).frozen).toBe(true);
  await row.getByRole('button', { name: 'Unfreeze' }).click();
  await confirmDialog(page);
  await expect(page.getByText('Unfreeze member account success.')).toBeVisible();

  await openScreen(page, 'Multi Deposit');
  await page.getByLabel('Total Deposit Amount').fill('30');
  await page.getByLabel('Total Verify Amount').fill('20');
  await pickAccount(page, 'Game ID', state.mega);
  await page.locator('#rows_0_amount').fill('20');
  await page.locator('#rows_0_verify_amount').fill('20');
  await chooseOption(page, page.getByLabel('Deposit Bank'), 'Maybank');
  await page.getByRole('button', { name: 'Submit Multi Deposit' }).click();
  await expect(page.getByText('Total deposit amount is not equal to sum of deposit amount.')).toBeVisible();
  await page.getByLabel('Total Deposit Amount').fill('20');
  await page.getByLabel('Total Verify Amount').fill('19');
  await page.getByRole('button', { name: 'Submit Multi Deposit' }).click();
  await expect(page.getByText('Total verify amount is not equal to sum of verify amount.')).toBeVisible();
  await page.getByLabel('Total Verify Amount').fill('20');
  await page.getByRole('button', { name: 'Submit Multi Deposit' }).click();
  await confirmDialog(page);
  await expect(page.getByRole('cell', { name: 'complete', exact: true })).toBeVisible();
  expect(await kioskBalanceSen(page, 'MEGA888', state.mega.username)).toBe(2000);
  await saveScreenshot(page, testInfo, 'money-multi-deposit-done');

  await openScreen(page, 'Quick Topup');
  await page.getByRole('button', { name: 'Top Up Now' }).click();
  await expect(page.getByText('Please select Game ID!')).toBeVisible();
  await expect(page.getByText('Please enter topup amount!')).toBeVisible();
  await pickAccount(page, 'Game ID', state.mega);
  await page.getByRole('button', { name: '10', exact: true }).click();
  // No bank is picked for the operator: the money's bank is a choice, never a default.
  await page.getByRole('button', { name: 'Top Up Now' }).click();
  await expect(page.getByText('Please select bank!')).toBeVisible();
  await chooseOption(page, page.getByLabel('Deposit Bank'), 'Maybank');
  await page.getByRole('button', { name: 'Top Up Now' }).click();
  await confirmDialog(page);
  await expect(page.getByText('Done.').last()).toBeVisible();
  expect(await kioskBalanceSen(page, 'MEGA888', state.mega.username)).toBe(3000);

  await openScreen(page, 'Adjustment');
  await pickAccount(page, 'Game ID', state.mega);
  await page.locator('label.ant-radio-button-wrapper').filter({ hasText: 'Deduct credit' }).click();
  await page.getByLabel('Amount').fill('10');
  await page.getByRole('button', { name: 'Adjust' }).click();
  await expect(page.getByText('Please enter a remark for the adjustment.')).toBeVisible();
  await page.getByLabel('Remark').fill('Counted twice at the counter');
  await page.getByRole('button', { name: 'Adjust' }).click();
  await confirmDialog(page);
  await expect(page.getByText('Done.').last()).toBeVisible();
  expect(await kioskBalanceSen(page, 'MEGA888', state.mega.username)).toBe(2000);

  // Gameplay at the provider shows up in Game Sessions.
  await page.request.post(`${KIOSK}/admin/kiosks/MEGA888/players/${state.mega.username}/play`, {
    data: { rounds: 3, seed: 7 },
  });
  await openScreen(page, 'Game Sessions');
  await pickAccount(page, 'Game ID', state.mega);
  await expect(page.getByRole('cell', { name: state.mega.username }).first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'money-game-sessions');

  await page.goto('/admin/banks/create');
  const bankName = `E2E Bank ${run}`;
  await page.getByLabel('Bank Name').fill(bankName);
  await page.getByLabel('Bank Holder').fill('E2E Holder');
  await page.getByLabel('Account Number').fill(`99${run}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await confirmDialog(page);
  await expect(page).toHaveURL(/\/admin\/banks$/);
  // Public Bank paid this run's withdrawal out, so its books hold entries.
  const used = page.getByRole('row').filter({ hasText: 'Public Bank' });
  await used.getByRole('button', { name: 'Delete' }).click();
  await confirmDialog(page);
  await expect(page.getByText('Bank unable to delete.')).toBeVisible();
  const mine = page.getByRole('row').filter({ hasText: bankName });
  await expect(mine).toContainText('Administrator');
  await mine.getByRole('button', { name: 'Delete' }).click();
  await confirmDialog(page);
  await expect(mine).toHaveCount(0);
});
