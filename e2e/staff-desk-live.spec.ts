import { expect, type Page, test } from '@playwright/test';
import { saveScreenshot } from './artifacts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, staffLogin } from './staff-support.ts';

/** Counts the beeps the page plays: WebAudio oscillators started, per tone pair. */
async function countBeeps(page: Page) {
  await page.addInitScript(() => {
    const counter = window as unknown as { __oscillators: number };
    counter.__oscillators = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
      counter.__oscillators += 1;
      return start.apply(this, args);
    };
  });
}
const oscillators = (page: Page) =>
  page.evaluate(() => (window as unknown as { __oscillators: number }).__oscillators);

async function memberDeposit(page: Page, amount: string) {
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
}

test('on the Members page, a member deposit raises the Pending Deposit count in the menu and alerts without reload', async ({
  page,
}, testInfo) => {
  await countBeeps(page);
  await staffLogin(page, ADMIN.username, ADMIN.password);
  // The notification question is asked once, with its reason; "Not now" is remembered.
  await expect(page.getByTestId('notification-prompt')).toBeVisible();
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByTestId('notification-prompt')).toHaveCount(0);

  await page.getByRole('navigation').getByRole('link', { name: 'Members', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/members$/);
  const counts = await (await page.request.get('/api/staff/live/counts')).json();
  const before = counts.data.deposit.to_act as number;
  // The page has been clicked, so the browser lets it play sound.
  await page.getByRole('heading', { name: 'Members' }).click();
  const beepsBefore = await oscillators(page);

  await memberDeposit(page, `12.${String((Date.now() % 89) + 10)}`);
  await expect(page.getByTestId('menu-count-deposit')).toHaveText(String(before + 1), {
    timeout: 20_000,
  });
  await expect(page.getByTestId('desk-alert')).toBeVisible();
  await expect(page.getByTestId('desk-alert')).toContainText('New pending deposit');
  expect(await oscillators(page)).toBeGreaterThan(beepsBefore);
  await expect(page).toHaveURL(/\/admin\/members$/);
  await saveScreenshot(page, testInfo, 'desk-live-members-alert');

  // Sound off from the header: saved in the profile, the next deposit alerts silently.
  await page.getByTestId('sound-toggle').click();
  await expect(page.getByTestId('sound-toggle')).toHaveAttribute('aria-pressed', 'false');
  const silentFrom = await oscillators(page);
  await memberDeposit(page, `13.${String((Date.now() % 89) + 10)}`);
  await expect(page.getByTestId('menu-count-deposit')).toHaveText(String(before + 2), {
    timeout: 20_000,
  });
  expect(await oscillators(page)).toBe(silentFrom);

  await page.reload();
  await expect(page.getByTestId('sound-toggle')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('notification-prompt')).toHaveCount(0);
  await page.goto('/admin/profile');
  // The profile page is its own lazily loaded chunk: give a loaded machine time to fetch it.
  await expect(page.getByText('Alerts for new deposits and withdrawals')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('switch', { name: 'Sound alert' }).click();
  await expect(page.getByTestId('sound-toggle')).toHaveAttribute('aria-pressed', 'true');
  await saveScreenshot(page, testInfo, 'desk-profile-alerts');
  await expectNoAxeViolations(page, '[data-testid=alert-settings]');
});
