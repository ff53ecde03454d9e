import { expect, test } from '@playwright/test';
import { saveScreenshot } from './artifacts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, staffLogin } from './staff-support.ts';

/**
 * The whole back-office page, shell included (menu, header, badges, the notification prompt),
 * passes axe-core's WCAG 2.1 A and AA rules on the screens staff live in.
 */
const SCREENS = [
  { path: '/admin', heading: 'Dashboard' },
  { path: '/admin/members', heading: 'Members' },
  { path: '/admin/transactions', heading: 'Transactions' },
  { path: '/admin/pending-deposits', heading: 'Pending Deposit' },
] as const;

test('the staff shell and its main screens have no axe violations', async ({ page }, testInfo) => {
  // Five whole-page axe runs over long lists: minutes on a busy two-core machine.
  test.setTimeout(180_000);
  await staffLogin(page, ADMIN.username, ADMIN.password);
  // The notification question is part of the page on first sign-in: checked as it shows.
  await expect(page.getByTestId('notification-prompt')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Not now' }).click();
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { name: new RegExp(`^${screen.heading}`) }).first()).toBeVisible({
      timeout: 30_000,
    });
    // Lists and cards have loaded: no spinner left.
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 30_000 });
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, `shell-${screen.path.split('/').pop()}`);
  }
});

test('on a 390 px phone the header fits and the menu opens from it', async ({
  browser,
  baseURL,
}, testInfo) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await staffLogin(page, ADMIN.username, ADMIN.password);
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByRole('heading', { name: /^Dashboard/ })).toBeVisible();
  // Nothing wider than the phone: the bar's buttons keep only their icons, the role is left out.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'main' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'main' });
  await expect(menu).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'shell-phone-menu');
  await menu.getByRole('link', { name: /^Pending Deposit/ }).click();
  await expect(page.getByRole('heading', { name: /^Pending Deposit/ })).toBeVisible();
  await expect(menu).toBeHidden();
  await saveScreenshot(page, testInfo, 'shell-phone-pending-deposits');
  await context.close();
});
