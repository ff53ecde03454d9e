import { deflateSync } from 'node:zlib';
import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { saveScreenshot } from './artifacts.ts';
import { DEMO_TOKEN, openedLinks, recordOpenedLinks } from './member-support.ts';
import { ADMIN, chooseOption, confirmDialog, staffLogin } from './staff-support.ts';

// Everything this file creates carries the run's suffix and is removed (or restored) at the end,
// so the member specs see the demo content they expect.
// Lazily loaded screens on a busy machine: give each expectation more than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });
const run = Date.now().toString(36).slice(-5);
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
};
/** A 750x360 greyscale PNG (a real, decodable image, as an operator would upload). */
function bannerPng(shade: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(750, 0);
  ihdr.writeUInt32BE(360, 4);
  ihdr.writeUInt8(8, 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(750, shade)]);
  const idat = deflateSync(Buffer.concat(Array.from({ length: 360 }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function memberPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ ...phone, baseURL });
  const page = await context.newPage();
  await recordOpenedLinks(page);
  return page;
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await confirmDialog(page);
  await expect(page.getByText('Saved successfully.').last()).toBeVisible();
}

/** A new item starts hidden from the member site (safe default); the test shows it. */
async function showOnSite(page: Page) {
  const shown = page.locator('#active');
  await expect(shown).not.toBeChecked();
  await shown.click();
  await expect(shown).toBeChecked();
}

/** Deletes through the staff API, as the list's Delete button does (XSRF header from the cookie). */
async function staffDelete(page: Page, path: string) {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request.delete(path, {
    headers: { 'x-xsrf-token': xsrf, 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(res.status()).toBe(200);
}

test('a banner, announcement and promotion made in the back-office show on the member site; theme, Telegram link and a bonus follow', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000);
  await staffLogin(page, ADMIN.username, ADMIN.password);

  // Banner with an image uploaded into the gallery from the picker.
  const bannerTitle = `E2E Banner ${run}`;
  await page.goto('/admin/banners/create');
  await page.locator('#name').fill(bannerTitle);
  await page.getByRole('button', { name: 'Choose from Gallery' }).first().click();
  await page
    .getByRole('dialog', { name: 'Choose an image' })
    .locator('input[type=file]')
    .setInputFiles({ name: `e2e-${run}.png`, mimeType: 'image/png', buffer: bannerPng(180) });
  await expect(page.getByRole('dialog', { name: 'Choose an image' })).toBeHidden();
  await showOnSite(page);
  await saveScreenshot(page, testInfo, 'content-banner-form');
  await save(page);
  await expect(page).toHaveURL(/\/admin\/banners$/);
  const bannerRow = page.getByRole('row', { name: new RegExp(bannerTitle) });
  await expect(bannerRow).toBeVisible();

  const announcement = `E2E announcement ${run}: maintenance at 2am.`;
  await page.goto('/admin/announcements/create');
  await page.locator('#title').fill(`E2E ${run}`);
  await page.locator('#content_en').fill(announcement);
  await showOnSite(page);
  await save(page);

  const promotion = `E2E Promo ${run}`;
  await page.goto('/admin/promotions/create');
  await page.locator('#name_en').fill(promotion);
  await page.locator('#description_en').fill('Ten percent every weekend');
  await page.getByRole('button', { name: 'Choose from Gallery' }).first().click();
  await page
    .getByRole('dialog', { name: 'Choose an image' })
    .getByRole('img', { name: `e2e-${run}.png` })
    .click();
  await page.locator('#content_en').fill('<p>E2E terms<script>alert(1)</script></p>');
  await showOnSite(page);
  await save(page);
  await saveScreenshot(page, testInfo, 'content-promotions');

  // A bonus for the deposit Promotion picker, with the success message previewed.
  const bonus = `E2E Reload ${run}`;
  await page.goto('/admin/bonuses/create');
  await page.locator('#name').fill(bonus);
  // A new bonus starts inactive and shows only the fields of its value kind.
  await expect(
    page.locator('#status').locator('xpath=ancestor::*[contains(@class, "ant-select")][1]'),
  ).toContainText('Inactive');
  await expect(page.getByLabel('Bonus amount')).toHaveCount(0);
  await chooseOption(page, page.locator('#status'), 'Active');
  await page.locator('#message_template_en').fill('E2E bonus applied.');
  await expect(page.getByTestId('bonus-preview-en')).toHaveText(
    'EN: Deposit submitted. Please wait for approval. E2E bonus applied.',
  );
  await saveScreenshot(page, testInfo, 'content-bonus-form');
  await save(page);
  const bonusRow = page.getByRole('row', { name: new RegExp(bonus) });
  const bonusEdit = await bonusRow.getByRole('link', { name: 'Edit' }).getAttribute('href');

  // The member site, DarkGold (the server default).
  const member = await memberPage(browser, baseURL);
  await member.goto(`/?token=${DEMO_TOKEN}`);
  await expect(member.locator('html')).toHaveAttribute('data-theme', 'DarkGold');
  await expect(member.getByRole('img', { name: bannerTitle })).toBeAttached();
  await expect(member.getByRole('region', { name: 'Announcements' })).toContainText(announcement);
  await saveScreenshot(member, testInfo, 'content-member-home-darkgold');
  await member.goto('/promotions');
  await expect(member.getByRole('article', { name: promotion })).toBeVisible();
  await saveScreenshot(member, testInfo, 'content-member-promotions-darkgold');
  await member.goto('/deposit');
  await expect(member.getByLabel('Promotion').locator('option', { hasText: bonus })).toHaveCount(1);

  // Website Settings: a new Telegram link and the Purple theme, applied without a restart.
  await page.goto('/admin/website-settings');
  const telegram = page.getByLabel('Telegram channel');
  await expect(telegram).not.toHaveValue('');
  const oldTelegram = await telegram.inputValue();
  await telegram.fill(`https://t.me/e2e_${run}`);
  await save(page);
  await member.goto('/');
  await member
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'Channel' })
    .click();
  expect(await openedLinks(member)).toContain(`https://t.me/e2e_${run}`);

  await chooseOption(page, page.getByLabel('Theme'), 'Purple');
  await saveScreenshot(page, testInfo, 'content-website-settings');
  await save(page);
  await member.goto('/');
  await expect(member.locator('html')).toHaveAttribute('data-theme', 'Purple');
  await expect(member.getByRole('img', { name: bannerTitle })).toBeAttached();
  await saveScreenshot(member, testInfo, 'content-member-home-purple');
  await member.goto('/promotions');
  await expect(member.getByRole('article', { name: promotion })).toBeVisible();
  await saveScreenshot(member, testInfo, 'content-member-promotions-purple');

  // Restore the site for the other specs.
  await chooseOption(page, page.getByLabel('Theme'), 'Server default');
  await telegram.fill(oldTelegram);
  await save(page);
  await member.goto('/');
  await expect(member.locator('html')).toHaveAttribute('data-theme', 'DarkGold');

  await page.goto(bonusEdit ?? '/admin/bonuses');
  await chooseOption(page, page.getByLabel('Status'), 'Inactive');
  await save(page);
  for (const [list, text] of [
    ['banners', bannerTitle],
    ['announcements', `E2E ${run}`],
    ['promotions', promotion],
  ] as const) {
    const res = await page.request.get(`/api/staff/${list}?q=${encodeURIComponent(text)}`);
    const rows = (await res.json()).data as { id: number; name?: unknown; title?: string }[];
    const mine = rows.filter((r) => JSON.stringify(r).includes(text));
    expect(mine.length).toBeGreaterThan(0);
    for (const row of mine) await staffDelete(page, `/api/staff/${list}/${row.id}`);
  }
  await member.goto('/promotions');
  await expect(member.getByRole('article', { name: promotion })).toHaveCount(0);
});
