import { expect, test } from '@playwright/test';
import { saveScreenshot } from './artifacts.ts';
import { alertDialog, loginAsDemo, recordOpenedLinks, themeOf } from './member-support.ts';

test.describe('member session and shell', () => {
  test('/?token= lands on home with the token gone from the address', async ({ page }, testInfo) => {
    // The page carries the login's answer: the app makes no /api/auth call of its own.
    const authCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth') authCalls.push(request.url());
    });
    await page.goto('/?token=demo-member-token');
    await expect(page.getByRole('heading', { name: 'Live Transactions' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(page.url()).not.toContain('token');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe('demo-member-token');
    await expect(page.locator('.live-table tbody tr')).toHaveCount(3);
    await expect(page.locator('.live-table tbody tr').first()).toContainText(/^60\*+\d{3}/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', themeOf(testInfo));
    await page.waitForLoadState('networkidle');
    expect(authCalls).toEqual([]);
    await saveScreenshot(page, testInfo, 'home');
  });

  test('the stored token logs in again on the next visit', async ({ page }) => {
    await loginAsDemo(page);
    await page.goto('/promotions');
    await expect(page.getByRole('heading', { name: 'Promotions' })).toBeVisible();
  });

  test('/ without a token goes to /landing_page; member routes too', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/landing_page$/);
    await expect(page.getByRole('heading', { name: 'Claim Your Prize' })).toBeVisible();
    await page.goto('/deposit');
    await expect(page).toHaveURL(/\/landing_page$/);
    await saveScreenshot(page, testInfo, 'landing');
  });

  test('a bad token is cleared and the visitor sees the landing page', async ({ page }) => {
    await page.goto('/?token=not-a-real-token');
    await expect(page).toHaveURL(/\/landing_page$/);
    await expect(page.getByRole('heading', { name: 'Claim Your Prize' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('unknown paths and the landing page send a member to /', async ({ page }) => {
    await loginAsDemo(page);
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/landing_page');
    await expect(page).toHaveURL(/\/$/);
  });

  test('language switch changes the texts, is kept under lang and survives reload', async ({
    page,
  }, testInfo) => {
    await loginAsDemo(page);
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('button', { name: '中文' }).click();
    await expect(page.getByRole('heading', { name: '实时交易' })).toBeVisible();
    await expect(page.getByRole('button', { name: '中文' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('cn');
    await page.reload();
    await expect(page.getByRole('heading', { name: '实时交易' })).toBeVisible();
    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('button', { name: 'Bahasa Malaysia' }).click();
    await expect(page.getByRole('heading', { name: 'Transaksi Langsung' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'home-bm');
  });

  test('floating buttons open their modals, closed by the icon or the button', async ({ page }, testInfo) => {
    await loginAsDemo(page);
    await page.getByRole('button', { name: 'Rescue Bonus', exact: true }).click();
    const rescue = page.getByRole('dialog', { name: 'Rescue Bonus' });
    await expect(rescue.getByRole('img')).toBeVisible();
    await saveScreenshot(page, testInfo, 'rescue-modal');
    await rescue.getByRole('button', { name: 'Close' }).click();
    await expect(rescue).toBeHidden();
    await page.getByRole('button', { name: 'Fortune Spin', exact: true }).click();
    const spin = page.getByRole('dialog', { name: 'Fortune Spin' });
    await spin.getByRole('button', { name: 'Please Contact Customer Service' }).click();
    await expect(spin).toBeHidden();
  });

  test('bottom bar per theme', async ({ page }, testInfo) => {
    await recordOpenedLinks(page);
    await loginAsDemo(page, '/promotions');
    const nav = page.getByRole('navigation', { name: 'Main navigation' }).last();
    if (themeOf(testInfo) === 'DarkGold') {
      await nav.getByRole('button', { name: 'Channel' }).click();
      await nav.getByRole('button', { name: 'Chat' }).click();
      const opened = await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
      expect(opened).toEqual(['https://t.me/topup_channel', 'https://wa.me/60123456789']);
    } else {
      await nav.getByRole('link', { name: 'Deposit' }).click();
      await expect(page).toHaveURL(/\/deposit$/);
      await nav.getByRole('link', { name: 'Spin' }).click();
      await expect(page).toHaveURL(/\/fortune-spin$/);
      await nav.getByRole('link', { name: 'Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('region', { name: 'Announcements' })).toBeVisible();
      await page.getByRole('button', { name: 'Customer service chat' }).click();
      const opened = await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
      expect(opened).toEqual(['https://wa.me/60123456789']);
    }
    await expect(alertDialog(page, 'Alert!')).toHaveCount(0);
  });
});
