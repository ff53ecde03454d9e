import { type Browser, expect, type Page, test } from '@playwright/test';
import { saveScreenshot } from './artifacts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { DEMO_TOKEN } from './member-support.ts';
import { ADMIN, staffApi, staffLogin } from './staff-support.ts';

/** The new texts of the Shift screen and the queue tabs, per staff language. */
const LANGUAGES = [
  {
    lang: 'en',
    myShift: 'My Shift',
    pendingDeposit: 'Pending Deposit',
    toAct: 'To act',
    toVerify: 'To verify',
    remark: 'Handover remark',
    acknowledge: 'Hand these over unverified',
    close: 'Close shift',
    confirm: 'Confirm',
    handedOver: 'Handed over at',
    report: 'Shift',
  },
  {
    lang: 'bm',
    myShift: 'Syif Saya',
    pendingDeposit: 'Deposit Tertunda',
    toAct: 'Perlu tindakan',
    toVerify: 'Perlu pengesahan',
    remark: 'Catatan serahan',
    acknowledge: 'Serahkan item ini tanpa pengesahan',
    close: 'Tutup syif',
    confirm: 'Sahkan',
    handedOver: 'Diserahkan pada',
    report: 'Syif',
  },
  {
    lang: 'cn',
    myShift: '我的班次',
    pendingDeposit: '待处理存款',
    toAct: '待处理',
    toVerify: '待核实',
    remark: '交班备注',
    acknowledge: '将这些未核实项目交接出去',
    close: '结束班次',
    confirm: '确认',
    handedOver: '交接于',
    report: '班次',
  },
] as const;
type Texts = (typeof LANGUAGES)[number];

test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function signedIn(browser: Browser, baseURL: string, lang: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await staffLogin(page, ADMIN.username, ADMIN.password);
  // The back-office in the operator's language, as the header's switch keeps it.
  await page.evaluate((value) => localStorage.setItem('lang', value), lang);
  await page.reload();
  await expect(page.getByTestId('operator-name')).toBeVisible({ timeout: 30_000 });
  return page;
}

/** A member deposit approved by the admin: work in the admin's shift, left unverified. */
async function approvedDeposit(page: Page) {
  const pre = await (await page.request.post('/api/pre_deposit', { data: { token: DEMO_TOKEN } })).json();
  const account = pre.data.member_accounts.find((a: { id: number | null }) => a.id !== null);
  const bank = pre.data.banks.online_banking.banks[0].value;
  const res = await page.request.post('/api/deposit', {
    data: { token: DEMO_TOKEN, member_account_id: account.id, amount: '21', bank, bonus: null },
  });
  expect(res.status(), await res.text()).toBe(200);
  const queue = await staffApi(page, 'GET', '/api/staff/money/pending-deposits?per_page=1&sort=-id');
  await staffApi(page, 'POST', `/api/staff/transactions/${queue.data[0].id}/approve`, {});
}

/** Each tab's count on screen equals the live count, the queue list's total and the menu badge. */
async function expectTabsMatchBadges(page: Page, queue: 'deposit' | 'withdrawal') {
  await expect(async () => {
    const counts = (await staffApi(page, 'GET', '/api/staff/live/counts')).data[queue];
    for (const tab of ['to_act', 'to_verify'] as const) {
      const list = await staffApi(page, 'GET', `/api/staff/money/pending-${queue}s?per_page=1&tab=${tab}`);
      expect(list.meta.total, tab).toBe(counts[tab]);
      await expect(page.getByTestId(`queue-tab-count-${tab}`)).toHaveText(String(counts[tab]), {
        timeout: 2_000,
      });
      const badge = page.getByTestId(tab === 'to_act' ? `menu-count-${queue}` : `menu-count-${queue}-${tab}`);
      if (counts[tab] > 0) await expect(badge).toHaveText(String(counts[tab]), { timeout: 2_000 });
      else await expect(badge).toHaveCount(0, { timeout: 2_000 });
    }
  }).toPass({ timeout: 30_000 });
}

test('Pending Deposit and Pending Withdrawal: "To act" and "To verify" tabs whose counts equal the menu badges', async ({
  browser,
  baseURL,
}, testInfo) => {
  const page = await signedIn(browser, baseURL!, 'en');
  await approvedDeposit(page);
  for (const queue of ['deposit', 'withdrawal'] as const) {
    const title = queue === 'deposit' ? 'Pending Deposit' : 'Pending Withdrawal';
    await page
      .getByRole('navigation')
      .getByRole('link', { name: new RegExp(`^${title}`) })
      .click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^To act/, selected: true })).toBeVisible();
    await expectTabsMatchBadges(page, queue);
    await saveScreenshot(page, testInfo, `queue-${queue}-to-act`);
    await expectNoAxeViolations(page, 'main');

    await page.getByRole('tab', { name: /^To verify/ }).click();
    await expect(page).toHaveURL(/tab=to_verify/);
    await expect(page.getByRole('tab', { name: /^To verify/, selected: true })).toBeVisible();
    const total = (await staffApi(page, 'GET', `/api/staff/money/pending-${queue}s?per_page=1&tab=to_verify`))
      .meta.total;
    if (total > 0) await expect(page.getByText(new RegExp(`of ${total} entries`))).toBeVisible();
    // Only what verifies an item is offered for a selection here.
    await expect(page.getByRole('button', { name: 'Approve selected' })).toHaveCount(0);
    await expectTabsMatchBadges(page, queue);
    await saveScreenshot(page, testInfo, `queue-${queue}-to-verify`);
    await expectNoAxeViolations(page, 'main');
  }
  await page.context().close();
});

for (const texts of LANGUAGES)
  test(`${texts.lang}: the queue tabs in the language, and My Shift closes the shift with a remark the Shift report shows`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    const page = await signedIn(browser, baseURL!, texts.lang);
    await approvedDeposit(page); // unverified work in this shift: the close asks to hand it over
    await page
      .getByRole('navigation')
      .getByRole('link', { name: new RegExp(`^${texts.pendingDeposit}`) })
      .click();
    await expect(page.getByRole('tab', { name: new RegExp(`^${texts.toAct}`) })).toBeVisible();
    await expect(page.getByRole('tab', { name: new RegExp(`^${texts.toVerify}`) })).toBeVisible();
    await expectTabsMatchBadges(page, 'deposit');

    await closeShift(page, texts, `handover ${texts.lang}: bank app slow, 2 deposits to check`);
    await saveScreenshot(page, testInfo, `shift-${texts.lang}`);
    await expectNoAxeViolations(page, 'main');

    await page.getByRole('navigation').getByRole('link', { name: texts.report, exact: true }).click();
    await expect(page).toHaveURL(/reports\/shift/);
    const row = page.locator('tr').filter({ hasText: `handover ${texts.lang}: bank app slow` });
    await expect(row).toHaveCount(1, { timeout: 20_000 });
    await saveScreenshot(page, testInfo, `shift-report-${texts.lang}`);
    await page.context().close();
  });

async function closeShift(page: Page, texts: Texts, remark: string) {
  await page.getByRole('navigation').getByRole('link', { name: texts.myShift, exact: true }).click();
  await expect(page.getByRole('heading', { name: texts.myShift })).toBeVisible();
  // The screen counts what the logout warning counts.
  const warning = (await staffApi(page, 'GET', '/api/staff/auth/unverified')).data;
  await expect(page.getByTestId('shift-unverified-deposits')).toHaveText(String(warning.deposits));
  await expect(page.getByTestId('shift-unverified-withdrawals')).toHaveText(String(warning.withdrawals));
  expect(warning.deposits).toBeGreaterThan(0);
  await page.getByLabel(texts.remark).fill(remark);
  await page.getByRole('checkbox', { name: texts.acknowledge }).check();
  await page.getByRole('button', { name: texts.close }).click();
  // antd spaces a two-character Chinese button label: 确 认.
  const confirm = new RegExp(`^${[...texts.confirm].join('\\s?')}$`);
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: confirm }) });
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toBeHidden();
  const done = page.getByTestId('shift-handed-over');
  await expect(done).toContainText(texts.handedOver);
  await expect(done).toContainText(remark);
}
