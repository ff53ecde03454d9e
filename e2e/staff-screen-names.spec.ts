import { expect as baseExpect, type Page, test } from '@playwright/test';
import { saveScreenshot } from './artifacts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { parseCsv } from './report-support.ts';
import { ADMIN, chooseOption, staffLogin } from './staff-support.ts';

// Lazily loaded screens on a busy machine: give each expectation more than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * The three screens about the same people, in each staff language: the menu entry, the page
 * title and the browser tab say the same name, and one line under the title says what it lists.
 */
const TEXTS = {
  en: {
    language: 'English',
    app: 'Back Office',
    member: 'Member',
    screens: [
      ['members', 'Members', 'The people: personal data, bank, tags and notes'],
      ['players', 'Players', 'Each member with their game IDs across products, for the desk'],
      ['member-accounts', 'Member Accounts', 'One row per game account: balance, state and actions'],
    ],
  },
  bm: {
    language: 'Bahasa Malaysia',
    app: 'Pejabat Belakang',
    member: 'Ahli',
    screens: [
      ['members', 'Ahli', 'Orangnya: data peribadi, bank, tag dan nota'],
      ['players', 'Pemain', 'Setiap ahli dengan ID permainan mereka bagi setiap produk, untuk kaunter'],
      ['member-accounts', 'Akaun Ahli', 'Satu baris bagi setiap akaun permainan: baki, keadaan dan tindakan'],
    ],
  },
  cn: {
    language: '中文',
    app: '后台管理',
    member: '会员',
    screens: [
      ['members', '会员', '会员本人：个人资料、银行、标签和备注'],
      ['players', '玩家', '每位会员及其在各产品的游戏账号，供前台使用'],
      ['member-accounts', '会员账号', '每个游戏账号一行：余额、状态和操作'],
    ],
  },
} as const;
type Locale = keyof typeof TEXTS;

async function signIn(page: Page, locale: Locale) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await staffLogin(page, ADMIN.username, ADMIN.password);
  if (locale !== 'en') await chooseOption(page, page.getByTestId('language-switch'), TEXTS[locale].language);
}

for (const [locale, words] of Object.entries(TEXTS) as [Locale, (typeof TEXTS)[Locale]][]) {
  test(`Members, Players and Member Accounts in ${locale}: one name in menu, title and tab, and what each lists`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await signIn(page, locale);
    for (const [path, name, about] of words.screens) {
      // Opened from the menu, by the name the page then shows as its title.
      await page.getByRole('navigation').getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/${path}$`));
      await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
      await expect(page.getByText(about, { exact: true })).toBeVisible();
      await expect(page).toHaveTitle(`${name} – ${words.app}`);
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
      await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, testInfo, `names-${path}-${locale}`);
    }
    // The money lists call the person by the same word.
    await page.goto('/admin/transactions');
    await expect(page.getByRole('columnheader', { name: words.member, exact: true })).toBeVisible();
  });
}

test('money is "RM 1,234.00" on the screen and in the CSV, and export times carry the zone label', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, 'en');
  await page.goto('/admin/banks');
  const firstBank = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(firstBank.getByRole('cell', { name: /^RM -?[\d,]+\.\d\d$/ })).toBeVisible();
  await saveScreenshot(page, testInfo, 'names-banks-money');

  const banks = await page.request.get('/api/staff/banks?format=csv');
  expect(banks.ok()).toBe(true);
  const bankRows = parseCsv(await banks.text());
  const balanceAt = bankRows[0]!.indexOf('Balance');
  expect(bankRows.length).toBeGreaterThan(1);
  for (const row of bankRows.slice(1)) expect(row[balanceAt]).toMatch(/^RM -?[\d,]+\.\d\d$/);

  const transactions = await page.request.get('/api/staff/transactions?format=csv&per_page=5');
  expect(transactions.ok()).toBe(true);
  const rows = parseCsv(await transactions.text()).filter((row) => row.length > 1);
  const header = rows[0]!;
  const first = rows[1]!;
  expect(first[header.indexOf('Amount')]).toMatch(/^RM [\d,]+\.\d\d$/);
  expect(first[header.indexOf('Requested At')]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d MYT$/);
});
