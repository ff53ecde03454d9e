import { expect, type Page, test } from '@playwright/test';
import { saveScreenshot } from './artifacts.ts';
import { ADMIN, confirmDialog, staffLogin } from './staff-support.ts';

// One run of the suite uses one server and database: phones and names are unique per run.
const run = Date.now() % 100_000;
const phonePrefix = `6014${String(run).padStart(5, '0')}`;

function memberCsv(rows: number): string {
  const lines = [
    'name,phone,date_of_birth,bank_name,bank_account_number,bank_account_holder,source,refer_code',
  ];
  for (let i = 0; i < rows; i++) {
    lines.push(
      `Imported ${run} ${i},${phonePrefix}${String(i).padStart(3, '0')},1990-01-15,Maybank,7${run}${i},HOLDER ${i},Walk-in,`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The confirmation on top of a form dialog (two dialogs are open at once). */
async function confirmOver(page: Page) {
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Confirm' }).click();
}

async function openMenu(page: Page, name: string) {
  await page.getByRole('navigation').getByRole('link', { name, exact: true }).click();
}

test.describe.configure({ mode: 'serial' });

test('member list, create with the spec messages, edit, member link', async ({ page }, testInfo) => {
  await staffLogin(page, ADMIN.username, ADMIN.password);
  await openMenu(page, 'Members');
  await expect(page).toHaveURL(/\/admin\/members/);
  await expect(page.getByText(/Showing 1 to \d+ of \d+ entries/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'ops-members-list');
  await page.getByPlaceholder('Search').fill('60123456789');
  await page.getByPlaceholder('Search').press('Enter');
  await expect(page.getByRole('cell', { name: '60123456789' })).toBeVisible();
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();

  await page.getByRole('button', { name: 'Create Member' }).click();
  await page.locator('#phone').fill(`0199${String(run).padStart(5, '0')}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please fill in member name to continue.')).toBeVisible();

  const name = `E2E Member ${run}`;
  await page.locator('#name').fill(name);
  await page.locator('#bank_name').fill('CIMB');
  await page.locator('#bank_account_number').fill(`80${run}`);
  await page.locator('#bank_account_holder').fill('E2E HOLDER');
  await page.getByRole('button', { name: 'Save' }).click();
  await confirmDialog(page);
  await expect(page.getByText('Saved successfully.').last()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/members\/\d+\/edit$/);
  await expect(page.getByText('Member bank account cannot be changed.')).toBeVisible();
  await expect(page.locator('#bank_account_number')).toBeDisabled();

  await page.getByRole('button', { name: 'Issue New Link' }).click();
  await confirmDialog(page);
  const link = page.getByTestId('member-link-url');
  await expect(link).toContainText('/?token=');
  await saveScreenshot(page, testInfo, 'ops-member-edit-link');
  const url = (await link.textContent())!.trim();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  const token = new URL(url).searchParams.get('token');
  const auth = await page.request.post('/api/auth', { data: { token } });
  expect((await auth.json()).user.name).toBe(name);

  await page.getByRole('button', { name: 'Revoke Link' }).click();
  await confirmDialog(page);
  await expect(page.getByText('Member link revoked.')).toBeVisible();
  const after = await page.request.post('/api/auth', { data: { token } });
  expect(after.status()).toBe(401);

  await page.getByRole('button', { name: 'Flag for Follow Up' }).click();
  await page.getByRole('dialog').locator('#reason').fill('Asked for a call back');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await confirmOver(page);
  await expect(page.getByText('Added to Follow Up.')).toBeVisible();
});

test('member import of 1,000 rows through the UI: preview, progress, all imported', async ({
  page,
}, testInfo) => {
  await staffLogin(page, ADMIN.username, ADMIN.password);
  await page.goto('/admin/members');
  await page.getByRole('button', { name: 'Import Members' }).click();
  await expect(page).toHaveURL(/\/admin\/members\/import$/);

  await page.locator('input[type=file]').setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('name,phone,date_of_birth\n,60123456789,1990-01-01\nJohn,not-a-phone,1990-13-40\n'),
  });
  await expect(page.getByText('No member data imported.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Missing content...' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Invalid content format...' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Import' })).toBeDisabled();
  await saveScreenshot(page, testInfo, 'ops-member-import-errors');

  await page.locator('input[type=file]').setInputFiles({
    name: 'members-1000.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(memberCsv(1000)),
  });
  await expect(page.getByText('All 1000 rows are valid.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'ops-member-import-preview');
  const started = Date.now();
  await page.getByRole('button', { name: 'Start Import' }).click();
  await confirmDialog(page);
  await expect(page.getByText('1000 members imported.')).toBeVisible({ timeout: 30_000 });
  expect(Date.now() - started).toBeLessThan(30_000);
  await saveScreenshot(page, testInfo, 'ops-member-import-done');

  await page.getByRole('button', { name: 'Members' }).click();
  await page.getByPlaceholder('Search').fill(`Imported ${run}`);
  await page.getByPlaceholder('Search').press('Enter');
  await expect(page.getByText('Showing 1 to 20 of 1000 entries')).toBeVisible();
});

test('sources: one default, follow up list and settle, workstation lookup', async ({ page }, testInfo) => {
  await staffLogin(page, ADMIN.username, ADMIN.password);
  await openMenu(page, 'Sources');
  await expect(page.getByRole('cell', { name: 'Facebook' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Source' }).click();
  await page.getByRole('dialog').locator('#name').fill(`Source ${run}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await confirmOver(page);
  await expect(page.getByRole('cell', { name: `Source ${run}` })).toBeVisible();
  await saveScreenshot(page, testInfo, 'ops-sources');

  const lead = await page.request.post('/api/landing_page', {
    data: {
      mobile: `17${String(run).padStart(7, '0')}`,
      bank: 'RHB',
      account: '123456789',
      name: `Lead ${run}`,
    },
  });
  expect(lead.ok()).toBe(true);
  await openMenu(page, 'Follow Up');
  const row = page.getByRole('row').filter({ hasText: `Lead ${run}` });
  await expect(row).toBeVisible();
  await saveScreenshot(page, testInfo, 'ops-follow-up');
  await row.getByRole('button', { name: 'Settle' }).click();
  await page.getByRole('dialog').locator('#remark').fill('Called back, interested');
  await page.getByRole('dialog').getByRole('button', { name: 'Settle' }).click();
  await confirmOver(page);
  await expect(page.getByText('Follow-up settled.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Lead ${run}` })).toHaveCount(0);

  await openMenu(page, 'Workstation');
  await page.getByRole('button', { name: 'Look Up' }).click();
  await expect(page.getByText('Please enter an account ID.')).toBeVisible();
  await page.getByLabel('Account ID').fill('nobody-here');
  await page.getByRole('button', { name: 'Look Up' }).click();
  await expect(page.getByText('Player not found. Please try again.')).toBeVisible();
  await page.getByLabel('Account ID').fill('60123456789');
  await page.getByRole('button', { name: 'Look Up' }).click();
  await expect(page.getByText('Member Information')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Mega888' })).toBeVisible();
  await expect(page.getByText(/^Score Log: Mega888/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'ops-workstation');
});
