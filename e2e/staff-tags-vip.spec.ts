import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { saveScreenshot } from './artifacts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, chooseOption, staffApi, staffLogin } from './staff-support.ts';

// Lazily loaded screens on a busy machine: give each expectation more than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });
const run = Date.now().toString(36).slice(-5);
const phoneDigits = String(Date.now()).slice(-7);

/** Answers the confirmation dialog in the page's language ("Confirm", "Sahkan", "确认"). */
async function confirmIn(page: Page, label: string) {
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: label }) });
  await expect(async () => {
    const button = dialog.getByRole('button', { name: label });
    if (await button.isVisible()) await button.click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** Picks an option of a multiple select, then clicks `away` (a title) to close its dropdown, which stays open for more picks. */
async function chooseMany(page: Page, select: Locator, text: string, away: Locator) {
  await chooseOption(page, select, text);
  await expect(async () => {
    await away.click({ timeout: 2_000 });
    await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toBeHidden({
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
}

async function useLanguage(page: Page, lang: 'en' | 'bm' | 'cn') {
  await page.evaluate((value) => localStorage.setItem('lang', value), lang);
}

test('staff define a tag, tag members in bulk, filter by tag and level, and limit a bonus to the tag (en, bm, cn)', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await staffLogin(page, ADMIN.username, ADMIN.password);
  const tagName = `E2E Tag ${run}`;
  const names = [`E2E Tagged ${run} A`, `E2E Tagged ${run} B`];
  for (const [index, name] of names.entries())
    await staffApi(page, 'POST', '/api/staff/members', { name, phone: `0129${phoneDigits}${index}` });

  // English: the Tags & VIP Levels screen, a new tag.
  await page.goto('/admin/member-groups');
  await expect(page.getByRole('heading', { name: 'Tags & VIP Levels' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Platinum/ })).toContainText(
    'Deposits of at least RM 2,000.00 in the last 7 days',
  );
  await page.getByRole('button', { name: 'Create Tag' }).click();
  const tagDialog = page.getByRole('dialog', { name: 'Create Tag' });
  await tagDialog.getByLabel('Name').fill(tagName);
  await tagDialog.getByRole('button', { name: 'Save' }).click();
  await confirmIn(page, 'Confirm');
  await expect(page.getByRole('row', { name: new RegExp(tagName) })).toContainText('0');
  await saveScreenshot(page, testInfo, 'tags-vip-levels');
  await expectNoAxeViolations(page, '.ant-layout-content');

  // Members: select both, tag them in bulk, then filter by the tag.
  await page.goto(`/admin/members?q=${encodeURIComponent(`E2E Tagged ${run}`)}`);
  const rows = page.getByRole('row').filter({ hasText: `E2E Tagged ${run}` });
  await expect(rows).toHaveCount(2);
  for (const name of names) await rows.filter({ hasText: name }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Tag (2)' }).click();
  const bulk = page.getByRole('dialog', { name: 'Tag 2 selected members' });
  await chooseMany(
    page,
    bulk.getByRole('combobox', { name: 'Tags' }),
    tagName,
    bulk.locator('.ant-modal-title'),
  );
  await bulk.getByRole('button', { name: 'Save' }).click();
  await confirmIn(page, 'Confirm');
  await expect(page.getByText('Tags updated on 2 members.').last()).toBeVisible();
  for (const name of names) await expect(rows.filter({ hasText: name })).toContainText(tagName);

  await page.goto('/admin/members');
  // The members' filters sit behind one toolbar button, which counts the ones set.
  await page.getByRole('button', { name: 'Filters' }).click();
  await chooseOption(page, page.getByRole('combobox', { name: 'Tag' }), tagName);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect(page).toHaveURL(/tag_id=\d+/);
  await expect(page.getByRole('row').filter({ hasText: `E2E Tagged ${run}` })).toHaveCount(2);
  await expect(page.getByRole('row').filter({ hasText: 'demo' })).toHaveCount(0);
  await chooseOption(page, page.getByRole('combobox', { name: 'VIP level' }), 'No level');
  await expect(page).toHaveURL(/vip_level_id=0/);
  await expect(page.getByRole('row').filter({ hasText: `E2E Tagged ${run}` })).toHaveCount(2);
  await saveScreenshot(page, testInfo, 'members-tag-filter');
  await expectNoAxeViolations(page, '.ant-layout-content');

  // A bonus limited to the tag.
  const bonusName = `E2E Tagged reload ${run}`;
  await page.goto('/admin/bonuses/create');
  await page.locator('#name').fill(bonusName);
  await chooseMany(
    page,
    page.getByRole('combobox', { name: 'Only members with a tag' }),
    tagName,
    page.getByRole('heading', { level: 3 }).first(),
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await confirmIn(page, 'Confirm');
  const bonusRow = page.getByRole('row', { name: new RegExp(bonusName) });
  await expect(bonusRow).toContainText(tagName);
  const bonuses = (await staffApi(page, 'GET', `/api/staff/bonuses?q=${encodeURIComponent(bonusName)}`))
    .data as {
    name: string;
    tag_ids: number[];
  }[];
  expect(bonuses.find((b) => b.name === bonusName)?.tag_ids).toHaveLength(1);

  // Bahasa Melayu: take the tag off one member; the server answers in the operator's language.
  await useLanguage(page, 'bm');
  await page.goto(`/admin/members?q=${encodeURIComponent(names[0]!)}`);
  await expect(page.getByRole('columnheader', { name: 'Tahap VIP' })).toBeVisible();
  await page.getByRole('row').filter({ hasText: names[0]! }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Tag (1)' }).click();
  const bm = page.getByRole('dialog', { name: 'Tag 1 ahli yang dipilih' });
  await bm.getByRole('radio', { name: 'Buang tag' }).check();
  await chooseMany(page, bm.getByRole('combobox', { name: 'Tag' }), tagName, bm.locator('.ant-modal-title'));
  await bm.getByRole('button', { name: 'Simpan' }).click();
  await confirmIn(page, 'Sahkan');
  await expect(page.getByText('Tag dikemas kini pada 1 ahli.').last()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: names[0]! })).not.toContainText(tagName);
  await page.goto('/admin/member-groups');
  await expect(page.getByRole('heading', { name: 'Tag & Tahap VIP' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'tags-vip-levels-bm');
  await expectNoAxeViolations(page, '.ant-layout-content');

  // Chinese: the screen, the member list's columns and the bonus form's limits.
  await useLanguage(page, 'cn');
  await page.goto('/admin/member-groups');
  await expect(page.getByRole('heading', { name: '标签与VIP等级' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(tagName) })).toContainText('1');
  await page.goto('/admin/members');
  await expect(page.getByRole('columnheader', { name: 'VIP等级' })).toBeVisible();
  await page.goto('/admin/bonuses');
  await expect(page.getByRole('row', { name: new RegExp(bonusName) })).toContainText(tagName);
  await page
    .getByRole('row', { name: new RegExp(bonusName) })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByText('仅限带有标签的会员')).toBeVisible();
  await saveScreenshot(page, testInfo, 'bonus-limits-cn');
  await expectNoAxeViolations(page, '.ant-layout-content');
});
