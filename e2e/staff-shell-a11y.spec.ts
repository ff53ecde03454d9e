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
