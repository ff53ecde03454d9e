import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, staffLogin } from './staff-support.ts';

/** A member deposit through the member API; answers its amount (unique, to find its row). */
async function memberDeposit(page: Page): Promise<string> {
  const amount = `13.${String((Date.now() % 89) + 10)}`;
  const pre = await page.request.post('/api/pre_deposit', { data: { token: 'demo-member-token' } });
  const { data } = await pre.json();
  const account = data.member_accounts.find((a: { id: number | null }) => a.id !== null);
  const group = Object.values(data.banks)[0] as { banks: { value: number }[] };
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
  return amount;
}

async function signIn(page: Page) {
  await staffLogin(page, ADMIN.username, ADMIN.password);
  // The notification question comes once per browser; answered, the page is clear for axe.
  await expect(page.getByTestId('notification-prompt')).toBeVisible();
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByTestId('notification-prompt')).toHaveCount(0);
}

test('a pending deposit is approved with the keyboard alone; ? lists the keys', async ({ page }) => {
  await signIn(page);
  const amount = await memberDeposit(page);
  await page.goto('/admin/pending-deposits');
  const row = page.locator('tr', { hasText: amount });
  await expect(row).toBeVisible({ timeout: 30_000 });

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help).toContainText('Approve (asks for confirmation)');
  // The shell's antd colours fail contrast on every page (menu group titles, secondary text,
  // small danger buttons): a finding of its own; the overlay this issue adds is checked.
  await expectNoAxeViolations(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // Move to our row (the newest is first; j and k walk the rows), then approve and confirm with Enter.
  await page.keyboard.press('j');
  await page.keyboard.press('k');
  for (let i = 0; i < 20 && (await row.getAttribute('data-active')) !== 'true'; i++)
    await page.keyboard.press('j');
  await expect(row).toHaveAttribute('data-active', 'true');
  const id = (await row.locator('a').first().innerText()).replace('#', '');
  await page.keyboard.press('a');
  const dialog = page.getByRole('dialog', { name: new RegExp(`Approve transaction #${id}`) });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect
    .poll(async () => (await (await page.request.get(`/api/staff/transactions/${id}`)).json()).data.status, {
      timeout: 30_000,
    })
    .toBe('success');
});

test('the Workstation adjusts the looked-up account and shows the new balance', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/workstation?account=60123456789');
  const actions = page.getByText(/^Perform Action:/);
  await expect(actions).toBeVisible({ timeout: 30_000 });
  const lookup = await (
    await page.request.get('/api/staff/workstation/lookup?account_id=60123456789')
  ).json();
  const accountId = (lookup.data.matched_account_id ?? lookup.data.accounts[0].id) as number;
  const balance = async () =>
    (await (await page.request.get(`/api/staff/workstation/accounts/${accountId}/balance`)).json()).data
      .balance_sen as number | null;
  const before = (await balance()) ?? 0;

  await page.getByRole('button', { name: 'Adjust', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Adjust' });
  await expect(form).toBeVisible();
  await form.getByLabel('Amount').fill('7.25');
  await form.getByLabel('Remark').fill('e2e workstation');
  await form.getByRole('button', { name: 'Adjust', exact: true }).click();
  // The confirmation says who gets the money and how much.
  const confirm = page.getByRole('dialog').filter({ hasText: 'Add this credit to the game account?' });
  await expect(confirm.getByTestId('confirmation-amount')).toHaveText('RM 7.25');
  await expect(confirm.getByTestId('money-confirmation')).toContainText(/Member.+·.+Game ID.+·/);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(form).toBeHidden({ timeout: 30_000 });
  await expect.poll(balance, { timeout: 30_000 }).toBe(before + 725);
  // The balance column is read again after the action (no reload).
  const after = before + 725;
  const shown = `RM ${Math.floor(after / 100).toLocaleString('en-US')}.${String(after % 100).padStart(2, '0')}`;
  await expect(page.getByRole('cell', { name: shown, exact: true }).first()).toBeVisible({ timeout: 30_000 });
});
