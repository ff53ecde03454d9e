import { expect, test } from '@playwright/test';
import { saveScreenshot } from './artifacts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, chooseOption, confirmDialog, staffLogin } from './staff-support.ts';

// Lazy screens on a busy machine may take a while.
const SLOW = { timeout: 30_000 };
// The kiosk simulator's admin API (docs/provider-protocol.md): here, the provider's agent credit.
const KIOSK = process.env.KIOSK_ADMIN_URL ?? 'http://127.0.0.1:4100';

test('staff see a provider difference on the Provider Audit screen, write it off, and the dashboard counts what is open', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await staffLogin(page, ADMIN.username, ADMIN.password);
  const openCount = async () =>
    (await (await page.request.get('/api/staff/provider-audit/count')).json()).data.open as number;

  // In the reports menu, beside the Timeout report.
  await page.goto('/admin/provider-audit');
  await expect(page.getByRole('heading', { name: 'Provider Audit' })).toBeVisible(SLOW);
  const run = async () => {
    await page.getByRole('button', { name: 'Run audit now' }).click();
    await confirmDialog(page);
    await expect(page.getByText(/^Audit finished/).last()).toBeVisible({ timeout: 60_000 });
  };
  // The first quiet run takes each kiosk's agent-credit baseline.
  await run();

  // The provider's agent credit changes with no move of ours: the audit raises it, parked in suspense.
  const kiosks = (await (await page.request.get(`${KIOSK}/admin/kiosks`)).json()).kiosks as {
    kioskCode: string;
    agentCreditSen: number;
  }[];
  const joker = kiosks.find((k) => k.kioskCode === 'JOKER')!;
  const moved = await page.request.post(`${KIOSK}/admin/kiosks/JOKER/agent-credit`, {
    data: { agentCreditSen: joker.agentCreditSen - 1234 },
  });
  expect(moved.ok()).toBe(true);
  await run();

  // The list's filters sit behind its Filters button; a second click closes them over the rows.
  const filters = page.getByRole('button', { name: /Filters/ });
  await filters.click();
  await chooseOption(page, page.getByRole('combobox', { name: 'Difference' }), 'Agent credit difference');
  await filters.click();
  const row = page.getByRole('row').filter({ hasText: 'Joker' }).filter({ hasText: 'Open' }).first();
  await expect(row).toBeVisible(SLOW);
  // The screen itself (the shell's menu is checked by the shell's own spec).
  await expectNoAxeViolations(page, '.ant-layout-content');
  await saveScreenshot(page, testInfo, 'provider-audit');
  const open = await openCount();
  expect(open).toBeGreaterThan(0);

  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('card-discrepancies')).toContainText(String(open), SLOW);

  await page.goto('/admin/provider-audit?kind=agent_credit&status=open');
  await row.getByRole('button', { name: 'Write off' }).click(SLOW);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Please enter a remark.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await dialog.getByLabel('Remark').fill('Agent credit corrected by the provider (e2e)');
  await expectNoAxeViolations(page, '.ant-modal');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Saved successfully.').last()).toBeVisible();

  await page.goto('/admin/provider-audit?kind=agent_credit&status=resolved');
  const resolved = page
    .getByRole('row')
    .filter({ hasText: 'Agent credit corrected by the provider (e2e)' })
    .first();
  await expect(resolved).toContainText('Written off', SLOW);
  await expect(resolved).toContainText('Joker');
  expect(await openCount()).toBe(open - 1);
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('card-discrepancies')).toContainText(String(open - 1), SLOW);
});

test('staff change the resend and audit timings on the Provider Audit screen; the server keeps them', async ({
  page,
}, testInfo) => {
  await staffLogin(page, ADMIN.username, ADMIN.password);
  await page.goto('/admin/provider-audit');
  const card = page.locator('.ant-card').filter({ hasText: 'Resend and audit timings' });
  const tries = card.getByLabel('Resends before staff are asked');
  await expect(tries).toHaveValue('12', SLOW);
  await expect(card.getByLabel('The audit compares the last (hours)')).toHaveValue('24');
  await tries.fill('9');
  await card.getByRole('button', { name: 'Save' }).click();
  await confirmDialog(page);
  await expect(page.getByText('Saved successfully.').last()).toBeVisible();
  const saved = (await (await page.request.get('/api/staff/provider-audit/timings')).json()).data.timings;
  expect(saved.resend_max_tries).toBe(9);
  expect(saved.audit_window_ms).toBe(24 * 3_600_000);
  await card.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page, '.ant-layout-content');
  await saveScreenshot(page, testInfo, 'provider-audit-timings');

  await page.reload();
  await expect(tries).toHaveValue('9', SLOW);
  await tries.fill('12');
  await card.getByRole('button', { name: 'Save' }).click();
  await confirmDialog(page);
  await expect(page.getByText('Saved successfully.').last()).toBeVisible();
});
