import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { saveScreenshot } from './artifacts.ts';
import { axeViolations } from './axe.ts';
import { ADMIN, chooseOption, staffLogin } from './staff-support.ts';

// Lazily loaded screens on a busy machine: give each expectation more than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Every back-office screen at 1440x900 in each staff language: the screens of the menu (as the
 * Super Admin sees it) and the create, edit, import and detail screens behind them. Each one
 * opens with one page title (the house style's PageHeader), shows no text key left untranslated,
 * passes axe's WCAG A and AA rules (checked in English), and is saved as e2e/artifacts/staff-tour-<lang>-<screen>.png
 * to be looked at.
 */
const LANGUAGES = { en: 'English', bm: 'Bahasa Malaysia', cn: '中文' } as const;

const RECORD_SCREENS = [
  'members/create',
  'members/import',
  'members/1/edit',
  'players/1',
  'transactions/1',
  'bonuses/create',
  'bonuses/1/edit',
  'bonuses/run',
  'promotions/create',
  'banners/create',
  'announcements/create',
  'products/create',
  'products/1/edit',
  'banks/create',
  'banks/1/edit',
  'deposit-methods/create',
  'bank-transactions/create',
  'bank-transactions/import',
  'operators/create',
  'operators/1/edit',
  'roles/create',
  'roles/1/edit',
  'profile',
];

const UNTRANSLATED_KEY = /\b[a-z]+(?:-[a-z]+)*\.[a-z][a-zA-Z]*\.[a-zA-Z_]+\b(?<!\.(?:com|org|net|my|io))/;

async function menuScreens(page: Page) {
  const hrefs = await page
    .getByRole('navigation', { name: 'main' })
    .locator('a[href^="/admin/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => href.replace(/^\/admin\//, '').split('?')[0] ?? ''))];
}

/** How many rows each list toolbar on the page takes (its controls' distinct tops). */
function toolbarRows(content: Locator) {
  return content
    .getByTestId('list-toolbar')
    .evaluateAll((bars) =>
      bars.map(
        (bar) => new Set(Array.from(bar.children, (c) => Math.round(c.getBoundingClientRect().top))).size,
      ),
    );
}

/** The header of each table cell that shows nothing: no text, no control, no image (one entry per column). */
function blankCells(content: Locator) {
  return content.locator('tbody > tr.ant-table-row > td').evaluateAll((cells) => {
    const columns = new Set<string>();
    for (const cell of cells as HTMLTableCellElement[]) {
      if (cell.classList.contains('ant-table-selection-column')) continue;
      if (cell.classList.contains('ant-table-cell-fix-end')) continue; // actions a row may not offer
      if (cell.textContent?.trim() || cell.querySelector('img, button, input, svg, canvas, a')) continue;
      const header = cell.closest('table')?.querySelectorAll('thead th')[cell.cellIndex];
      columns.add(header?.textContent?.trim() || `#${cell.cellIndex}`);
    }
    return [...columns];
  });
}

for (const [locale, language] of Object.entries(LANGUAGES)) {
  test(`every back-office screen in ${locale}: one page title, translated, accessible, saved to look at`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(900_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await staffLogin(page, ADMIN.username, ADMIN.password);
    await page.getByTestId('notification-prompt').getByRole('button').last().click();
    if (locale !== 'en') await chooseOption(page, page.getByTestId('language-switch'), language);
    const screens = [...(await menuScreens(page)), ...RECORD_SCREENS];
    expect(screens.length).toBeGreaterThan(50);

    // Every screen is visited and all its faults are listed at the end, not only the first one's.
    const faults: string[] = [];
    for (const screen of screens) {
      await test.step(screen, async () => {
        await page.goto(`/admin/${screen}`);
        const content = page.locator('main');
        await expect(content.locator('h3').first()).toBeVisible();
        await expect(content.locator('.ant-spin-spinning')).toHaveCount(0);
        await expect(content.locator('.ant-skeleton-active')).toHaveCount(0);
        // One page title; the shell's own title is outside the content.
        const titles = await content.locator('h1, h2, h3').count();
        if (titles !== 1) faults.push(`${screen}: ${titles} page titles`);
        // A text key shown as it is ("money.fields.member") is a missing translation; a host name is not.
        const key = (await content.innerText()).match(UNTRANSLATED_KEY);
        if (key) faults.push(`${screen}: untranslated ${key[0]}`);
        // An empty value is written "—": a blank cell is a field someone forgot (controls excepted).
        for (const column of await blankCells(content))
          faults.push(`${screen}: blank cell under "${column}"`);
        // A list's filters, search and tools on one row (the house style's one toolbar row).
        for (const rows of await toolbarRows(content))
          if (rows > 1) faults.push(`${screen}: the list's toolbar takes ${rows} rows`);
        // axe reads structure, names and colours, which the language does not change: once, in English.
        if (locale === 'en')
          for (const violation of await axeViolations(page, 'main'))
            faults.push(`${screen}: axe ${violation.id} ${violation.targets.join(' | ')}`);
        await saveScreenshot(page, testInfo, `tour-${locale}-${screen.replaceAll('/', '-')}`);
      });
    }
    expect(faults).toEqual([]);
  });
}
