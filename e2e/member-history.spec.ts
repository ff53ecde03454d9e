import { type Browser, expect, type Page, test } from '@playwright/test';
import { saveScreenshot } from './artifacts.ts';
import { alertDialog, DEMO_TOKEN, loginAsDemo } from './member-support.ts';
import { ADMIN, staffApi, staffLogin } from './staff-support.ts';

const LANGUAGES = [
  { lang: 'en', title: 'History', waiting: 'Waiting' },
  { lang: 'bm', title: 'Sejarah', waiting: 'Menunggu' },
  { lang: 'cn', title: '记录', waiting: '等待中' },
] as const;

async function useLanguage(page: Page, lang: string) {
  await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
}

/** Approves a transaction as the demo admin, from a browser of its own (the back-office). */
async function approveAsStaff(browser: Browser, baseURL: string, id: number) {
  const staff = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await staff.newPage();
  await staffLogin(page, ADMIN.username, ADMIN.password);
  await staffApi(page, 'POST', `/api/staff/transactions/${id}/approve`, {});
  await staff.close();
}

/** A waiting deposit made through the member API (as the deposit screen sends it), so a history has rows. */
async function depositThroughApi(page: Page) {
  const pre = await (await page.request.post('/api/pre_deposit', { data: { token: DEMO_TOKEN } })).json();
  const account = pre.data.member_accounts.find((a: { id: number | null }) => a.id !== null);
  const bank = pre.data.banks.online_banking.banks[0].value;
  const res = await page.request.post('/api/deposit', {
    data: { token: DEMO_TOKEN, member_account_id: account.id, amount: '20', bank, bonus: null },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A deposit of RM 30 through Online Banking, showing where to pay; leaves the success alert open. */
async function deposit(page: Page) {
  await page.getByLabel('Game ID').selectOption({ label: 'Mega888' });
  await expect(page.getByTestId('deposit-balance')).toHaveText(/^RM \d/);
  await page.getByRole('button', { name: '30', exact: true }).click();
  await page.getByRole('button', { name: /Online Banking|Perbankan|网上银行/ }).click();
  await page.getByLabel(/Payment|Pembayaran|付款/).selectOption({ index: 1 });
}

test.describe('member history', () => {
  test('a deposit goes from waiting to done while the history is open', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    await loginAsDemo(page, '/deposit');
    await deposit(page);
    await expect(page.getByRole('heading', { name: 'Where to pay' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Account number' })).toHaveValue(/\d{6,}/);
    await page.getByRole('button', { name: 'Copy Account number' }).click();
    await expect(page.getByText('Copied', { exact: true })).toBeVisible();
    await expect(page.getByTestId('payment-summary')).toHaveText('Pay RM 30.00');
    await saveScreenshot(page, testInfo, 'deposit-where-to-pay');
    await page.getByRole('button', { name: 'Top Up' }).click();
    const dialog = alertDialog(page, 'Alert!');
    await expect(dialog).toContainText('Deposit submitted');
    await dialog.getByRole('button', { name: 'View history' }).click();
    await expect(page).toHaveURL(/\/history$/);

    const row = page.locator('[data-testid^="history-deposit-"]').first();
    await expect(row).toContainText('RM 30.00');
    await expect(row.getByTestId('history-status')).toHaveText('Waiting');
    await saveScreenshot(page, testInfo, 'history-waiting');
    const id = Number((await row.getAttribute('data-testid'))?.replace('history-deposit-', ''));
    await approveAsStaff(browser, baseURL ?? '', id);
    await expect(row.getByTestId('history-status')).toHaveText('Done', { timeout: 15_000 });
    await saveScreenshot(page, testInfo, 'history-done');
  });

  for (const { lang, title, waiting } of LANGUAGES) {
    test(`the history in ${lang}, from the top bar, fits a 360 px phone`, async ({ page }, testInfo) => {
      await useLanguage(page, lang);
      await page.goto(`/?token=${DEMO_TOKEN}`);
      await depositThroughApi(page);
      await page.getByRole('link', { name: title }).click();
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByTestId('history-status').first()).toHaveText(waiting);
      await saveScreenshot(page, testInfo, `history-${lang}`);
      await page.setViewportSize({ width: 360, height: 780 });
      for (const path of ['/', '/deposit', '/history']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const overflowing = await page.evaluate(() =>
          Array.from(document.querySelectorAll('button, a, .chip, .method-tile'))
            .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow !== 'hidden')
            .map((el) => el.textContent?.trim()),
        );
        expect(overflowing, `${lang} ${path}`).toEqual([]);
      }
    });
  }

  test('floating buttons cover no control at the bottom of the deposit screen', async ({ page }) => {
    await loginAsDemo(page, '/deposit');
    await expect(page.getByRole('button', { name: 'Top Up' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const overlaps = await page.evaluate(() => {
      const floating = Array.from(document.querySelectorAll('.floating > *, .bottom-bar')).map((el) =>
        el.getBoundingClientRect(),
      );
      const controls = Array.from(document.querySelectorAll('main button, main select, main input'));
      const last = controls.at(-1)!.getBoundingClientRect();
      return floating.filter(
        (f) => f.left < last.right && f.right > last.left && f.top < last.bottom && f.bottom > last.top,
      ).length;
    });
    expect(overlaps).toBe(0);
  });
});
