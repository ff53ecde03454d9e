import { expect, test } from '@playwright/test';
import { saveScreenshot } from './artifacts.ts';
import { ADMIN, chooseOption, confirmDialog, staffLogin, staffLogout } from './staff-support.ts';

// One run of the suite uses one server and database: names are unique per run.
const suffix = Date.now().toString(36).slice(-5);

test.describe.configure({ mode: 'serial' });

test('admin creates a limited role and an operator; that operator sees only the permitted menu and gets 403', async ({
  page,
}, testInfo) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText('Please login to continue.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'login');

  await staffLogin(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId('card-deposits')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Daily Totals' })).toBeVisible();
  await expect(page.getByTestId('live-state')).toHaveText('Live');
  await saveScreenshot(page, testInfo, 'dashboard');

  const roleName = `Auditor ${suffix}`;
  await page.getByRole('navigation').getByRole('link', { name: 'Roles' }).click();
  await page.getByRole('button', { name: 'Create Role' }).click();
  await expect(page).toHaveURL(/\/admin\/roles\/create$/);
  await page.locator('#name').fill(roleName);
  await page.getByLabel('Dashboard: View').check();
  await page.getByLabel('Activity Log: View').check();
  await saveScreenshot(page, testInfo, 'role-editor');
  await page.getByRole('button', { name: 'Save' }).click();
  await confirmDialog(page);
  await expect(page.getByText('Saved successfully.').last()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/roles$/);
  await expect(page.getByRole('cell', { name: roleName })).toBeVisible();

  const username = `auditor${suffix}`;
  await page.getByRole('navigation').getByRole('link', { name: 'Operators' }).click();
  await page.getByRole('button', { name: 'Create Operator' }).click();
  await page.locator('#name').fill(`Auditor ${suffix}`);
  await page.locator('#username').fill(username);
  await page.locator('#password').fill('Auditor-copper-lagoon-7');
  await chooseOption(page, page.locator('#role_id'), roleName);
  await page.getByRole('button', { name: 'Save' }).click();
  await confirmDialog(page);
  await expect(page.getByText('Saved successfully.').last()).toBeVisible();
  await expect(page.getByRole('cell', { name: username, exact: true })).toBeVisible();

  await staffLogout(page);
  await staffLogin(page, username, 'Auditor-copper-lagoon-7');
  const menu = page.getByRole('navigation');
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Activity Log' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Operators' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Roles' })).toHaveCount(0);

  const forbidden = await page.request.get('/api/staff/operators');
  expect(forbidden.status()).toBe(403);
  await page.goto('/admin/operators');
  await expect(page.getByText('You do not have permission to view this page.')).toBeVisible();
});

test('a long press of q locks the back-office; the lock survives reload and only the PIN unlocks it', async ({
  page,
}) => {
  await staffLogin(page, ADMIN.username, ADMIN.password);
  await page.goto('/admin/operators');
  await expect(page.getByRole('button', { name: 'Create Operator' })).toBeVisible();

  // A tap does nothing.
  await page.keyboard.press('q');
  await page.waitForTimeout(1300);
  await expect(page.getByTestId('lock-screen')).toHaveCount(0);

  await page.locator('body').click({ position: { x: 5, y: 400 } });
  await page.keyboard.down('q');
  await page.waitForTimeout(1300);
  await page.keyboard.up('q');
  await expect(page.getByTestId('lock-screen')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('lock-screen')).toBeVisible();
  expect((await page.request.get('/api/staff/operators')).status()).toBe(423);

  await page.getByLabel('Security PIN').fill('0000');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText('Security Pin is incorrect.')).toBeVisible();

  await page.getByLabel('Security PIN').fill(ADMIN.pin);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByTestId('lock-screen')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create Operator' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/operators$/);
});

test('a pending deposit made through the member API appears in the live queue without reload', async ({
  page,
}) => {
  await staffLogin(page, ADMIN.username, ADMIN.password);
  await page.goto('/admin/dashboard');
  const queue = page.getByTestId('live-queue');
  await expect(page.getByTestId('live-state')).toHaveText('Live');

  const pre = await page.request.post('/api/pre_deposit', { data: { token: 'demo-member-token' } });
  const { data } = await pre.json();
  const account = data.member_accounts.find((a: { id: number | null }) => a.id !== null);
  const group = Object.values(data.banks)[0] as { banks: { value: number }[] };
  const cents = String(10 + (Date.now() % 89)).padStart(2, '0');
  const amount = `77.${cents}`;
  const deposit = await page.request.post('/api/deposit', {
    data: {
      token: 'demo-member-token',
      member_account_id: account.id,
      amount,
      bank: group.banks[0]!.value,
      bonus: null,
    },
  });
  expect((await deposit.json()).status).toBe(true);

  // The fallback poll is a minute; seeing it well within that proves the server-sent event.
  await expect(queue.getByText(`RM ${amount}`)).toBeVisible({ timeout: 20_000 });
});
