import { type Browser, expect, type Page, test } from '@playwright/test';
import type { Locale } from '@topup/contracts/locales.ts';
import { formatMessage } from '@topup/contracts/messages.ts';
import moneyBm from '../apps/staff/src/features/money/i18n/bm.ts';
import moneyCn from '../apps/staff/src/features/money/i18n/cn.ts';
import money from '../apps/staff/src/features/money/i18n/en.ts';
import roles from '../apps/staff/src/features/roles/i18n/en.ts';
import { saveScreenshot } from './artifacts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, confirmDialog, openOption, staffApi, staffLogin } from './staff-support.ts';

// The kiosk simulator's admin API (docs/provider-protocol.md): the provider's own view of balances.
const KIOSK = process.env.KIOSK_ADMIN_URL ?? 'http://127.0.0.1:4100';
const run = Date.now() % 10_000_000;
const PASSWORD = 'Second-approver-passphrase-2026';
const MONEY = { en: money, bm: moneyBm, cn: moneyCn } as const;
const LOCALES: Locale[] = ['en', 'bm', 'cn'];

type Account = { id: number; username: string; product_name: string };
const state = { account: { id: 0, username: '', product_name: '' } as Account, teller: '', supervisor: '' };

test.describe.configure({ mode: 'serial' });

async function kioskBalanceSen(page: Page, username: string): Promise<number> {
  const res = await page.request.get(`${KIOSK}/admin/kiosks/MEGA888/players/${encodeURIComponent(username)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).balanceSen;
}

/** A button's name: antd spaces out a two-character Chinese label ('调整' shows as '调 整'). */
const buttonName = (text: string) => new RegExp(`^${[...text].join('\\s?')}$`);

/** Signs in (the login form is in English), then switches the back-office to `locale`. */
async function signInAs(browser: Browser, username: string, locale: Locale) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await staffLogin(page, username, PASSWORD);
  await page.evaluate((lang) => localStorage.setItem('lang', lang), locale);
  await page.reload();
  await expect(page.getByTestId('operator-name')).toBeVisible({ timeout: 30_000 });
  return page;
}

test('an admin gives two roles amount limits in the Role form', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await staffLogin(page, ADMIN.username, ADMIN.password);
  const all = (await staffApi(page, 'GET', '/api/staff/roles?per_page=100')).data.find(
    (r: { is_super: boolean }) => r.is_super,
  ).permissions as string[];
  const role = async (name: string) => {
    const created = await staffApi(page, 'POST', '/api/staff/roles', { name, permissions: all });
    return created.data.id as number;
  };
  const tellerRole = await role(`E2E Teller ${run}`);
  const supervisorRole = await role(`E2E Supervisor ${run}`);

  // The limits are set through the form: RM 100 for the teller's adjustments.
  await page.goto(`/admin/roles/${tellerRole}/edit`);
  await expect(page.getByText(roles.limits.title)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('spinbutton', { name: roles.limits.kinds.adjustment }).fill('100');
  await page.getByRole('button', { name: 'Save' }).click();
  await confirmDialog(page);
  await expect(page).toHaveURL(/\/admin\/roles$/);
  await page.goto(`/admin/roles/${supervisorRole}/edit`);
  await page.getByRole('spinbutton', { name: roles.limits.kinds.adjustment }).fill('10000');
  // The limits card (the form's bank-group select placeholder fails contrast on its own, before this issue).
  await expectNoAxeViolations(page, '[data-testid="role-amount-limits"]');
  await saveScreenshot(page, testInfo, 'second-approval-role-limits');
  await page.getByRole('button', { name: 'Save' }).click();
  await confirmDialog(page);
  await expect(page).toHaveURL(/\/admin\/roles$/);
  const saved = await staffApi(page, 'GET', `/api/staff/roles/${tellerRole}`);
  expect(saved.data.amount_limits).toMatchObject({ adjustment: '100.00', quick_topup: null });

  state.teller = `e2eteller${run}`;
  state.supervisor = `e2esuper${run}`;
  for (const [username, roleId] of [
    [state.teller, tellerRole],
    [state.supervisor, supervisorRole],
  ] as const)
    await staffApi(page, 'POST', '/api/staff/operators', {
      name: username === state.teller ? `Teller ${run}` : `Supervisor ${run}`,
      username,
      password: PASSWORD,
      role_id: roleId,
    });
  const member = await staffApi(page, 'POST', '/api/staff/members', {
    name: `Second Approval ${run}`,
    phone: `602${String(run).padStart(8, '0')}`,
  });
  const products = await staffApi(page, 'GET', '/api/staff/products?per_page=100');
  const mega = products.data.find((p: { name: string }) => p.name === 'Mega888');
  const account = await staffApi(page, 'POST', '/api/staff/member-accounts', {
    member_id: member.data.id,
    product_id: mega.id,
  });
  state.account = { id: account.data.id, username: account.data.username, product_name: 'Mega888' };
});

for (const locale of LOCALES) {
  test(`${locale}: the teller's adjustment above the limit waits; the supervisor approves it once`, async ({
    browser,
  }, testInfo) => {
    // Two operators' sessions and a provider movement; slow on a shared machine.
    test.setTimeout(180_000);
    const texts = MONEY[locale];
    const teller = await signInAs(browser, state.teller, locale);
    const before = await kioskBalanceSen(teller, state.account.username);

    await teller.goto('/admin/adjustment');
    await expect(teller.getByRole('heading', { level: 3, name: texts.menu.adjustment })).toBeVisible();
    const picker = teller.getByLabel(texts.fields.gameId);
    await expect(async () => {
      await picker.click();
      await picker.fill(state.account.username);
      await openOption(teller, state.account.username).click({ timeout: 5_000 });
      await expect(picker.locator('xpath=..')).toContainText(state.account.username, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await teller.getByLabel(texts.fields.amount).fill('500');
    const submit = teller.getByRole('button', { name: buttonName(texts.adjustment.submit) });
    await submit.click();
    // The remark is required, in the operator's language.
    await expect(teller.getByText(formatMessage('ADJUSTMENT_REMARK_REQUIRED', locale))).toBeVisible();
    await teller.getByLabel(texts.fields.remark).fill(`Goodwill ${locale}`);
    await submit.click();
    await teller.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
    await expect(teller.getByText(formatMessage('AWAITING_SECOND_APPROVAL', locale)).first()).toBeVisible({
      timeout: 30_000,
    });
    expect(await kioskBalanceSen(teller, state.account.username)).toBe(before);
    await teller.context().close();

    const supervisor = await signInAs(browser, state.supervisor, locale);
    const menu = supervisor.getByRole('navigation').getByRole('link', { name: texts.secondApproval.title });
    await expect(menu).toBeVisible();
    await expect(supervisor.getByTestId('menu-count-second-approval')).toBeVisible({ timeout: 30_000 });
    await menu.click();
    await expect(supervisor.getByRole('heading', { name: texts.secondApproval.title })).toBeVisible();
    const row = supervisor
      .getByRole('row')
      .filter({ hasText: `Teller ${run}` })
      .filter({ hasText: '500.00' });
    await expect(row).toHaveCount(1);
    await expect(
      supervisor.getByRole('columnheader', { name: texts.secondApproval.firstApprovedBy }),
    ).toBeVisible();
    await expectNoAxeViolations(supervisor);
    await saveScreenshot(supervisor, testInfo, `second-approval-queue-${locale}`);

    await row.getByRole('button', { name: buttonName(texts.actions.approve) }).click();
    const dialog = supervisor.getByRole('dialog');
    await dialog.locator('.ant-btn-primary').click();
    await expect(row).toHaveCount(0, { timeout: 30_000 });
    await expect
      .poll(() => kioskBalanceSen(supervisor, state.account.username), { timeout: 30_000 })
      .toBe(before + 500_00);
    // Approving again moves nothing: it no longer waits.
    const again = await supervisor.request.get('/api/staff/money/second-approval/count');
    expect(again.ok()).toBe(true);
    expect(await kioskBalanceSen(supervisor, state.account.username)).toBe(before + 500_00);
    await supervisor.context().close();
  });
}
