import { expect, type Page, test } from '@playwright/test';
import type { Locale } from '@topup/contracts/locales.ts';
import { REPORT_TEXTS } from '@topup/contracts/report-texts.ts';
import membersBm from '../apps/staff/src/features/members/i18n/bm.ts';
import membersCn from '../apps/staff/src/features/members/i18n/cn.ts';
import membersEn from '../apps/staff/src/features/members/i18n/en.ts';
import reportsBm from '../apps/staff/src/features/reports/i18n/bm.ts';
import reportsCn from '../apps/staff/src/features/reports/i18n/cn.ts';
import reportsEn from '../apps/staff/src/features/reports/i18n/en.ts';
import { bm as sharedBm } from '../apps/staff/src/shared/i18n/bm.ts';
import { cn as sharedCn } from '../apps/staff/src/shared/i18n/cn.ts';
import { en as sharedEn } from '../apps/staff/src/shared/i18n/en.ts';
import { saveScreenshot } from './artifacts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { businessDay } from './report-support.ts';
import { ADMIN, chooseOption, staffApi, staffLogin } from './staff-support.ts';

const TEXTS = {
  en: { name: 'English', members: membersEn, reports: reportsEn, shared: sharedEn },
  bm: { name: 'Bahasa Malaysia', members: membersBm, reports: reportsBm, shared: sharedBm },
  cn: { name: '中文', members: membersCn, reports: reportsCn, shared: sharedCn },
} as const;

/** A button's accessible name: antd puts a space between the two characters of a two-character Chinese label. */
const buttonName = (label: string) => new RegExp(`^${[...label].join('\\s?')}$`);

// One run of the suite uses one server and database: names, phones and accounts are unique per run.
const run = String(Date.now() % 100_000).padStart(5, '0');

// Each test creates, saves, opens a report and dismisses: slow on a loaded two-core machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let page: Page;
test.beforeAll(async ({ browser }, testInfo) => {
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  page = await (
    await browser.newContext({ baseURL, locale, timezoneId, viewport: { width: 1440, height: 900 } })
  ).newPage();
  await staffLogin(page, ADMIN.username, ADMIN.password);
});
// The language is this browser's own choice (local storage): closing the context forgets it.
test.afterAll(async () => page.context().close());

/** A member already registered, whom the new one will duplicate (bank account, name and date of birth). */
async function existingMember(lang: Locale, i: number) {
  const member = {
    name: `Dup Siti ${run} ${lang}`,
    phone: `6016${run}${i}0`,
    date_of_birth: '1990-01-15',
    bank_name: 'Maybank',
    bank_account_number: `77${run}${i}`,
    bank_account_holder: 'DUP SITI',
  };
  const reply = await staffApi(page, 'POST', '/api/staff/members', member);
  return { ...member, id: Number(reply.data.id) };
}

/** The Fraud report's duplicate-member row of a member, by name and the signal's tag in the language. */
const fraudRow = (lang: Locale, name: string) =>
  page
    .locator('.ant-table-tbody > tr.ant-table-row')
    .filter({ hasText: name })
    .filter({ hasText: REPORT_TEXTS[lang].tags.duplicate_member! });

for (const [i, lang] of (['en', 'bm', 'cn'] as const).entries()) {
  test(`${lang}: the member form warns of a duplicate with links, saves anyway, the Fraud report shows it, dismissed with a remark`, async () => {
    const texts = TEXTS[lang];
    const t = texts.members.duplicates;
    const other = await existingMember(lang, i);
    await page.goto('/admin/members/create');
    await chooseOption(page, page.getByTestId('language-switch'), texts.name);

    await page.locator('#name').fill(`  dup siti ${run}  ${lang.toUpperCase()}`);
    await page.locator('#phone').fill(`016${run}${i}1`);
    await page.locator('#date_of_birth').click();
    await page.locator('#date_of_birth').fill('1990-01-15');
    // Tab, not Enter: Enter in a form field submits the form.
    await page.locator('#date_of_birth').press('Tab');
    await expect(page.locator('#date_of_birth')).toHaveValue('1990-01-15');
    await page.locator('#bank_name').fill('Maybank');
    await page.locator('#bank_account_number').fill(`77 ${run} ${i}`);
    await page.locator('#bank_account_holder').fill('DUP SITI');

    const warning = page.getByTestId('duplicate-warning');
    await expect(warning).toContainText(t.title);
    await expect(warning).toContainText(t.matches.bank_account);
    await expect(warning).toContainText(t.matches.name_dob);
    await expect(warning).toContainText(t.saveAnyway);
    const link = warning.getByRole('link', { name: `${other.name} (#${other.id})` });
    await expect(link).toHaveAttribute('href', `/admin/members/${other.id}/edit`);
    await expectNoAxeViolations(page, '[data-testid=duplicate-warning]');
    await saveScreenshot(page, test.info(), `duplicates-form-${lang}`);

    await page.getByRole('button', { name: buttonName(texts.shared.common.save) }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: `${other.name} (#${other.id})` });
    await expect(dialog).toBeVisible();
    await saveScreenshot(page, test.info(), `duplicates-confirm-${lang}`);
    await dialog.getByRole('button', { name: buttonName(texts.shared.common.confirm) }).click();
    await expect(page).toHaveURL(/\/admin\/members\/\d+\/edit$/);
    const newId = Number(/members\/(\d+)\/edit/.exec(page.url())![1]);
    // Editing shows the same warning: the other member is still there, the member itself never counts.
    await expect(warning.getByRole('link')).toHaveCount(1);
    await expect(warning.getByRole('link')).toHaveAttribute('href', `/admin/members/${other.id}/edit`);

    const today = businessDay();
    await page.goto(`/admin/reports/fraud?from=${today}&to=${today}`);
    const row = fraudRow(lang, other.name);
    await expect(row).toHaveCount(1, { timeout: 60_000 });
    await expect(row.getByRole('link', { name: other.name, exact: true })).toHaveAttribute(
      'href',
      `/admin/members/${other.id}/edit`,
    );
    await expect(row.locator(`a[href="/admin/members/${newId}/edit"]`)).toBeVisible();
    const tags = REPORT_TEXTS[lang].tags;
    await expect(row).toContainText(`${tags.match_bank_account}, ${tags.match_name_dob}`);
    await expect(row).toContainText(tags.open!);

    await row.getByRole('button', { name: buttonName(texts.reports.fraud.dismiss) }).click();
    const remark = `Same person checked ${lang}`;
    await page.getByLabel(texts.reports.fraud.remark).fill(remark);
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await expect(row).toContainText(tags.dismissed!);
    await expect(row).toContainText(remark);
    await expect(row).toContainText('Administrator');
    await expectNoAxeViolations(page, '.ant-table');
    await saveScreenshot(page, test.info(), `duplicates-fraud-${lang}`);
  });
}

test('en: the import preview flags rows that duplicate a member, with links', async () => {
  await chooseOption(page, page.getByTestId('language-switch'), 'English');
  const other = await existingMember('en', 7);
  await page.goto('/admin/members/import');
  const csv = [
    'name,phone,date_of_birth,bank_name,bank_account_number,bank_account_holder',
    `Someone Else ${run},016${run}81,,Maybank,${other.bank_account_number},SOMEONE`,
    `Nobody Alike ${run},016${run}82,,,,`,
  ].join('\n');
  await page.locator('input[type=file]').setInputFiles({
    name: 'duplicates.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  const flagged = page.getByTestId('import-duplicates');
  await expect(flagged).toContainText(membersEn.duplicates.importTitle.replace('{{count}}', '1'));
  await expect(flagged.getByRole('link', { name: `${other.name} (#${other.id})` })).toHaveAttribute(
    'href',
    `/admin/members/${other.id}/edit`,
  );
  await expect(flagged).toContainText(membersEn.duplicates.matches.bank_account);
  await expectNoAxeViolations(page, '[data-testid=import-duplicates]');
  await saveScreenshot(page, test.info(), 'duplicates-import-en');
});
