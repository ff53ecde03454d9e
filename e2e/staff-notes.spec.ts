import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { saveScreenshot } from './artifacts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, chooseOption, staffLogin } from './staff-support.ts';

// Lazily loaded screens on a busy machine: give each expectation more than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });
const run = Date.now().toString(36).slice(-5);
const DEMO_PHONE = '60123456789';

/** The Notes screen's words in each staff language (apps/staff: note-list, notes, common). */
const TEXTS = {
  en: {
    language: 'English',
    menu: 'Notes',
    add: 'Add note',
    member: 'Member',
    note: 'Note',
    author: 'Author',
    filters: 'Filters',
    save: 'Save',
    confirm: 'Confirm',
    edit: 'Edit note',
    editTitle: 'Edit note',
    delete: 'Delete note',
    search: 'Search',
  },
  bm: {
    language: 'Bahasa Malaysia',
    menu: 'Nota',
    add: 'Tambah nota',
    member: 'Ahli',
    note: 'Nota',
    author: 'Penulis',
    filters: 'Penapis',
    save: 'Simpan',
    confirm: 'Sahkan',
    edit: 'Sunting nota',
    editTitle: 'Sunting nota',
    delete: 'Padam nota',
    search: 'Cari',
  },
  cn: {
    language: '中文',
    menu: '备注',
    add: '添加备注',
    member: '会员',
    note: '备注',
    author: '作者',
    filters: '筛选',
    save: '保存',
    confirm: '确认',
    edit: '编辑备注',
    editTitle: '编辑备注',
    delete: '删除备注',
    search: '搜索',
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** A button's name: antd spaces two Chinese characters apart ("保 存"). */
const buttonName = (text: string) => new RegExp(`^${[...text].join('\\s?')}$`);

/** The confirmation every write opens over its form (its Confirm button in the page's language). */
const confirmation = (page: Page, words: Texts) =>
  page.getByRole('dialog').filter({ has: page.getByRole('button', { name: buttonName(words.confirm) }) });

/** Submits the note dialog and answers the confirmation; pressed again when a click was lost. */
async function submitNote(page: Page, dialog: Locator, words: Texts) {
  await expect(async () => {
    if (!(await confirmation(page, words).isVisible()))
      await dialog.getByRole('button', { name: buttonName(words.save) }).click();
    await expect(confirmation(page, words)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await confirmation(page, words)
    .getByRole('button', { name: buttonName(words.confirm) })
    .click();
  await expect(dialog).toBeHidden();
}

/** The list's row of this run's note. */
const noteRow = (page: Page, text: string) => page.locator('.ant-table-row').filter({ hasText: text });

for (const [locale, words] of Object.entries(TEXTS) as [keyof typeof TEXTS, Texts][]) {
  test(`Notes screen in ${locale}: write a note on a picked member, find it, edit it, delete it`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await staffLogin(page, ADMIN.username, ADMIN.password);
    if (locale !== 'en') await chooseOption(page, page.getByTestId('language-switch'), words.language);
    await page.getByRole('navigation').getByRole('link', { name: words.menu, exact: true }).click();
    await expect(page.getByRole('heading', { name: words.menu, exact: true })).toBeVisible();
    // The demo week left notes by the desks: the list opens on them.
    await expect(page.locator('.ant-table-row').first()).toBeVisible();

    await page.getByRole('button', { name: words.add }).click();
    const add = page.getByRole('dialog', { name: words.add });
    const picker = add.getByLabel(words.member, { exact: true });
    await picker.click();
    await picker.pressSequentially(DEMO_PHONE);
    await chooseOption(page, picker, DEMO_PHONE);
    const text = `${locale} e2e note ${run}: call after 8pm`;
    await add.getByLabel(words.note, { exact: true }).fill(text);
    await expectNoAxeViolations(page, '.ant-modal');
    await saveScreenshot(page, testInfo, `notes-${locale}-create`);
    await submitNote(page, add, words);

    const row = noteRow(page, text);
    await expect(row).toBeVisible();
    await expect(row).toContainText('Administrator');
    await expect(row.getByRole('link')).toHaveAttribute('href', /\/admin\/members\/\d+\/edit$/);

    // Found by its text, and by its author.
    await page.getByPlaceholder(words.search).fill(run);
    await page.getByPlaceholder(words.search).press('Enter');
    await expect(page.locator('.ant-table-row')).toHaveCount(1);
    // The list's filters sit behind its Filters button; a second click closes them over the rows.
    const filters = page.getByRole('button', { name: new RegExp(words.filters) });
    await filters.click();
    await chooseOption(page, page.getByLabel(words.author, { exact: true }), 'Administrator');
    await filters.click();
    await expect(row).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, `notes-${locale}-list`);

    await row.getByRole('button', { name: words.edit }).click();
    const edit = page.getByRole('dialog', { name: words.editTitle });
    await expect(edit.getByLabel(words.note, { exact: true })).toHaveValue(text);
    const edited = text.replace('8pm', '9pm');
    await edit.getByLabel(words.note, { exact: true }).fill(edited);
    await submitNote(page, edit, words);
    const editedRow = noteRow(page, edited);
    await expect(editedRow).toBeVisible();
    await expect(editedRow).toContainText('Administrator · ');

    await editedRow.getByRole('button', { name: words.delete }).click();
    await confirmation(page, words)
      .getByRole('button', { name: buttonName(words.confirm) })
      .click();
    await expect(editedRow).toBeHidden();
    await expect(page.locator('.ant-table-row')).toHaveCount(0);
  });
}
