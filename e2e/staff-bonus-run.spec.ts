import { randomUUID } from 'node:crypto';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import type { BonusRunOptions, BonusRunPlanJson } from '@topup/contracts/bonus-runs.ts';
import { saveScreenshot } from './artifacts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { DEMO_TOKEN } from './member-support.ts';
import { ADMIN, chooseOption, confirmDialog, staffApi, staffLogin } from './staff-support.ts';

// Lazily loaded screens on a busy machine: give each expectation more than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });
const run = Date.now().toString(36).slice(-5);
const DEMO_PHONE = '60123456789';

const sen = (money: string) => Math.round(Number(money.replaceAll(',', '')) * 100);

/** An amount as the back-office writes it: "RM 1,234.50". */
const rm = (amount: string) =>
  `RM ${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** `day` (YYYY-MM-DD) moved by `days`. */
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The member's reward wallet balance in sen, as the member site's Reward screen lists it. */
async function rewardWalletSen(page: Page, token: string): Promise<number> {
  const res = await page.request.post('/api/pre_reward', { data: { token } });
  const reply = (await res.json()) as { member_wallets: { label: string }[] };
  const label = reply.member_wallets.find((w) => w.label.startsWith('Reward Wallet'))?.label ?? '';
  return sen(/\(RM ([\d,.]+)\)/.exec(label)?.[1] ?? 'NaN');
}

test('a rebate run previews the members who lost in the period, pays the reward wallet once, and refuses the period again', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await staffLogin(page, ADMIN.username, ADMIN.password);
  // A rebate bonus of its own, so a retry or another run on the same server starts unpaid.
  const name = `E2E Rebate 10% ${run}`;
  const bonus = (
    await staffApi(page, 'POST', '/api/staff/bonuses', {
      name,
      type: 'rebate',
      frequency: 'weekly',
      percentage: '10',
      status: 'active',
    })
  ).data as { id: number };

  await page.goto('/admin/bonuses/run');
  await expect(page.getByRole('heading', { name: 'Run Rebate / Referral' })).toBeVisible();
  await chooseOption(page, page.getByRole('combobox', { name: 'Bonus' }), name);
  // A weekly bonus suggests last week (Monday to Sunday).
  await expect(page).toHaveURL(new RegExp(`bonus_id=${bonus.id}&from=\\d{4}-\\d{2}-\\d{2}&to=`));

  // The demo data's week of play (replayed into the past on the server's first start): the
  // eight business days before today hold it all, and they have ended.
  const { today } = (await staffApi(page, 'GET', '/api/staff/bonus-runs/options')).data as BonusRunOptions;
  const from = shiftDay(today, -8);
  const to = shiftDay(today, -1);
  const previewReply = page.waitForResponse(
    (r) => r.url().includes('/api/staff/bonus-runs/preview') && r.url().includes(`from=${from}`),
  );
  await page.goto(`/admin/bonuses/run?bonus_id=${bonus.id}&from=${from}&to=${to}`);
  const plan = (await (await previewReply).json()).data as BonusRunPlanJson;
  expect(plan).toMatchObject({ ended: true, paid_run: null });
  const payable = plan.lines.filter((l) => !l.skip);
  expect(payable.length, 'the demo week leaves at least one member with a net loss').toBeGreaterThan(0);
  // The member this test follows into the reward wallet: the demo member when they lost.
  const line = payable.find((l) => l.member_phone === DEMO_PHONE) ?? payable[0]!;
  expect(sen(line.base)).toBeGreaterThan(0);
  expect(sen(line.bonus)).toBe(Math.floor(sen(line.base) / 10));

  const row = page.getByRole('row').filter({ hasText: `${line.member_name} (${line.member_phone})` });
  await expect(row).toContainText(rm(line.base));
  await expect(row).toContainText(rm(line.bonus));
  await expect(row).toContainText('To pay');
  await expect(page.locator('.ant-descriptions')).toContainText(rm(plan.total));
  await saveScreenshot(page, testInfo, 'bonus-run-preview');
  await expectNoAxeViolations(page, '.ant-layout-content');

  const token =
    line.member_phone === DEMO_PHONE
      ? DEMO_TOKEN
      : ((await staffApi(page, 'POST', `/api/staff/members/${line.member_id}/link`)).data.token as string);
  const before = await rewardWalletSen(page, token);

  await page.getByRole('button', { name: `Pay ${rm(plan.total)}` }).click();
  await confirmDialog(page);
  await expect(page.getByText(`Paid RM ${plan.total} to ${plan.members} members.`).last()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: `for ${from} – ${to} on` })).toBeVisible();
  await expect(row).toContainText('Already paid');
  await expect(page.getByRole('button', { name: /^Pay RM / })).toBeDisabled();
  await saveScreenshot(page, testInfo, 'bonus-run-paid');
  await expectNoAxeViolations(page, '.ant-layout-content');

  expect(await rewardWalletSen(page, token)).toBe(before + sen(line.bonus));

  // The same period again is refused: nobody's loss is paid twice.
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const again = await page.request.post('/api/staff/bonus-runs', {
    data: { bonus_id: bonus.id, from, to },
    headers: { 'X-XSRF-TOKEN': xsrf, 'Idempotency-Key': randomUUID() },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toBe(`This bonus has already been paid for ${from} to ${to}.`);
  expect(await rewardWalletSen(page, token)).toBe(before + sen(line.bonus));
});
