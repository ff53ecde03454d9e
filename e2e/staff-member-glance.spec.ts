import { expect, type Page, test } from '@playwright/test';
import bm from '../apps/staff/src/features/members/i18n/bm.ts';
import cn from '../apps/staff/src/features/members/i18n/cn.ts';
import en from '../apps/staff/src/features/members/i18n/en.ts';
import { formatRM } from '../apps/staff/src/shared/format/format.ts';
import { saveScreenshot } from './artifacts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, chooseOption, staffApi, staffLogin } from './staff-support.ts';

// The member at a glance on the member page, over the demo week: the player with the most
// turnover, whose card must show money and play; its lifetime figures equal the Customer
// report over the whole demo week (the demo has no older history), in en, bm and cn.

test.describe.configure({ mode: 'serial' });

const LANGUAGES = [
  { name: 'English', texts: en.glance },
  { name: 'Bahasa Malaysia', texts: bm.glance },
  { name: '中文', texts: cn.glance },
] as const;

let page: Page;
let player: {
  member_id: number;
  member: string;
  deposit_sen: number;
  turnover_sen: number;
  game_result_sen: number;
};

test.beforeAll(async ({ browser }, testInfo) => {
  const { baseURL, locale, timezoneId, viewport } = testInfo.project.use;
  page = await (await browser.newContext({ baseURL, locale, timezoneId, viewport })).newPage();
  await staffLogin(page, ADMIN.username, ADMIN.password);
  const zone = (await staffApi(page, 'GET', '/api/staff/settings/business-time-zone')).data.time_zone;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  const weekAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 10 * 86_400_000).toISOString().slice(0, 10);
  const customer = await staffApi(
    page,
    'GET',
    `/api/staff/reports/customer?from=${weekAgo}&to=${today}&sort=-turnover_sen&per_page=10`,
  );
  player = customer.data[0];
  expect(player.turnover_sen, 'the demo week has play booked as turnover').toBeGreaterThan(0);
});

test.afterAll(async () => page.context().close());

const card = () => page.getByTestId('member-glance');

for (const [index, { name, texts }] of LANGUAGES.entries()) {
  test(`the member page shows money and play at a glance (${name})`, async () => {
    await page.goto(`/admin/members/${player.member_id}/edit`);
    if (index > 0) await chooseOption(page, page.getByTestId('language-switch'), name);
    await expect(card().getByText(texts.title, { exact: true })).toBeVisible({ timeout: 30_000 });

    const lifetime = (label: string) =>
      card()
        .locator('.ant-descriptions-item-label', { hasText: label })
        .locator('xpath=following-sibling::td[1]');
    await expect(lifetime(texts.lifetimeDeposits)).toHaveText(formatRM(player.deposit_sen));
    await expect(lifetime(texts.lifetimeTurnover)).toHaveText(formatRM(player.turnover_sen));
    await expect(lifetime(texts.lifetimeGameResult)).toHaveText(formatRM(player.game_result_sen));
    await expect(lifetime(texts.firstDeposit)).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} MYT$/);
    await expect(card().getByRole('figure', { name: texts.chart })).toBeVisible();
    await expect(card().locator('.recharts-bar-rectangle').first()).toBeVisible();

    // By day: the last 31 days, newest first, 10 a page.
    const table = card().locator('.ant-table');
    await expect(table.getByRole('columnheader', { name: texts.period.day })).toBeVisible();
    await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(10);
    await expect(table.getByRole('columnheader', { name: texts.turnover })).toBeVisible();

    // By month: this month's row holds the whole demo week's money when it lies in one month.
    await card().getByText(texts.groups.month, { exact: true }).click();
    await expect(table.getByRole('columnheader', { name: texts.period.month })).toBeVisible();
    await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(10);
    await card().getByText(texts.groups.week, { exact: true }).click();
    await expect(table.getByRole('columnheader', { name: texts.period.week })).toBeVisible();

    await expectNoAxeViolations(page, '[data-testid="member-glance"]');
    await card().scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0); // no chart tooltip in the picture
    await saveScreenshot(page, test.info(), `member-glance-${['en', 'bm', 'cn'][index]}`);
    if (index === LANGUAGES.length - 1)
      await chooseOption(page, page.getByTestId('language-switch'), 'English');
  });
}
