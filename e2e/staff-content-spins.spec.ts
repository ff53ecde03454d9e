import { type Browser, expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { saveScreenshot } from './artifacts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { DEMO_TOKEN } from './member-support.ts';
import { ADMIN, confirmDialog, staffLogin } from './staff-support.ts';

// Lazily loaded screens on a busy machine: give each expectation more than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });
const run = Date.now().toString(36).slice(-5);
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const DEMO_PHONE = '60123456789';

async function memberPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ ...phone, baseURL });
  return context.newPage();
}

const card = (page: Page, title: string) =>
  page
    .locator('.ant-card')
    .filter({ has: page.locator('.ant-card-head-title', { hasText: new RegExp(`^${title}$`) }) });

/** The "Are you sure?" confirmation every write opens (over a form dialog, when there is one). */
const confirmation = (page: Page) => page.getByRole('dialog').filter({ hasText: 'Are you sure?' });

async function confirmWrite(page: Page) {
  await confirmation(page).getByRole('button', { name: 'Confirm' }).click();
}

/**
 * Submits a FormModal and answers its confirmation; the dialog closes on success. A click on a
 * dialog still opening can be lost on a loaded machine (CI once waited 4 minutes for a
 * confirmation that never opened): pressed again while no confirmation shows.
 */
async function submitModal(page: Page, dialog: Locator, ok: string) {
  await expect(async () => {
    if (!(await confirmation(page).isVisible()))
      await dialog.getByRole('button', { name: ok, exact: true }).click();
    await expect(confirmation(page)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await confirmWrite(page);
  await expect(dialog).toBeHidden();
}

async function demoMemberId(page: Page): Promise<number> {
  const lookup = await page.request.get(`/api/staff/workstation/lookup?account_id=${DEMO_PHONE}`);
  return (await lookup.json()).data.member.id as number;
}

test('staff grant a fortune spin from the member page and the member spends it on the member site', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const member = await memberPage(browser, baseURL);
  await member.goto(`/fortune-spin?token=${DEMO_TOKEN}`);
  const count = member.getByTestId('spin-count');
  await expect(count).toHaveText(/^\d+$/);
  const before = Number(await count.textContent());

  await staffLogin(page, ADMIN.username, ADMIN.password);
  await page.goto(`/admin/members/${await demoMemberId(page)}/edit`);
  const spins = card(page, 'Fortune spins');
  await spins.getByRole('button', { name: 'Grant spins' }).click();
  const grant = page.getByRole('dialog', { name: /^Grant spins to/ });
  await grant.getByLabel('Spins').fill('2');
  await grant.getByLabel('Remark (why)').fill(`e2e grant ${run}`);
  await submitModal(page, grant, 'Save');
  await expect(spins.getByText(`+2 · Staff · e2e grant ${run}`)).toBeVisible();
  await saveScreenshot(page, testInfo, 'member-spins-granted');

  await member.reload();
  await expect(count).toHaveText(String(before + 2));
  const reply = member.waitForResponse((r) => r.url().endsWith('/api/fortune_spin'));
  await member.getByRole('button', { name: 'Spin', exact: true }).click();
  expect((await (await reply).json()).status).toBe(true);
  await expect(member.getByTestId('spin-win')).toHaveText(/^MYR /, { timeout: 20_000 });
  await expect(count).toHaveText(String(before + 1));
  await saveScreenshot(member, testInfo, 'member-spin-spent');
  await member.context().close();
});

test('a note made on the member page is seen in the Workstation, edited there and deleted', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await staffLogin(page, ADMIN.username, ADMIN.password);
  await page.goto(`/admin/members/${await demoMemberId(page)}/edit`);
  const notes = page.getByTestId('member-notes');
  await expect(notes).toBeVisible();
  await notes.getByRole('button', { name: 'Add note' }).click();
  const add = page.getByRole('dialog', { name: /^New note on/ });
  await add.getByLabel('Note').fill(`Prefers WhatsApp, call after 8pm ${run}`);
  await submitModal(page, add, 'Save');
  await expect(notes.getByText(`Prefers WhatsApp, call after 8pm ${run}`)).toBeVisible();
  await expect(notes.getByText(/^Administrator · /).first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'member-notes');
  await expectNoAxeViolations(page, '[data-testid=member-notes]');

  await page.goto(`/admin/workstation?account=${DEMO_PHONE}`);
  await expect(page.getByRole('heading', { name: 'Workstation' })).toBeVisible();
  const desk = page.getByTestId('member-notes');
  const note = desk.locator('.ant-list-item').filter({ hasText: run });
  await expect(note).toBeVisible();
  await note.getByRole('button', { name: 'Edit note' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit note' });
  await expect(edit.getByLabel('Note')).toHaveValue(`Prefers WhatsApp, call after 8pm ${run}`);
  await edit.getByLabel('Note').fill(`Prefers WhatsApp, call after 9pm ${run}`);
  await submitModal(page, edit, 'Save');
  await expect(note).toContainText('call after 9pm');
  await expect(note).toContainText('edited by');
  await saveScreenshot(page, testInfo, 'workstation-notes');
  await expectNoAxeViolations(page, '[data-testid=member-notes]');

  await note.getByRole('button', { name: 'Delete note' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Delete this note?' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(note).toBeHidden();
});

test('the Landing Page settings screen edits the win rule, contact and the promotions for those who did not win', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await staffLogin(page, ADMIN.username, ADMIN.password);
  await page.goto('/admin/landing-settings');
  await expect(page.getByRole('heading', { name: 'Landing Page' })).toBeVisible();
  await expect(page.getByLabel('Campaign name')).toHaveValue(/.+/);
  await saveScreenshot(page, testInfo, 'landing-settings');
  await expectNoAxeViolations(page, '.ant-layout-content');
  // Saving what is there changes nothing the member specs rely on, and is confirmed and logged.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await confirmDialog(page);
  await expect(page.getByText('Saved successfully.').last()).toBeVisible();
  const log = await page.request.get('/api/staff/activity-log?action=landing_settings.update');
  expect((await log.json()).data.length).toBeGreaterThan(0);
});
