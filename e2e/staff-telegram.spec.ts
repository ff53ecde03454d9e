import { expect as baseExpect, type Page, test } from '@playwright/test';
import type { Locale } from '@topup/contracts/locales.ts';
import { MESSAGES } from '@topup/contracts/messages.ts';
import { type FakeTelegram, startFakeTelegram } from '../apps/server/src/test/fake-telegram.ts';
import bm from '../apps/staff/src/features/telegram-alerts/i18n/bm.ts';
import cn from '../apps/staff/src/features/telegram-alerts/i18n/cn.ts';
import en from '../apps/staff/src/features/telegram-alerts/i18n/en.ts';
import { saveScreenshot } from './artifacts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, chooseOption, staffLogin } from './staff-support.ts';

// A lazily loaded screen on a busy machine: more than the default 10 s per expectation.
const expect = baseExpect.configure({ timeout: 30_000 });
const TEXTS = { en, bm, cn };
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', bm: 'Bahasa Malaysia', cn: '中文' };
const TOKEN = '111222333:AAEe2eTokenOfTheTelegramSpec_01';
const CHAT = '-1009876543210';

let fake: FakeTelegram;
test.beforeAll(async () => {
  fake = await startFakeTelegram();
});
test.afterAll(async () => fake.close());

async function save(page: Page) {
  const saved = page.waitForResponse(
    (res) => res.url().endsWith('/api/staff/settings/telegram') && res.request().method() === 'PUT',
  );
  await page.locator('form button[type="submit"]').click();
  // The confirmation in the page's language: its primary button.
  const dialog = page.locator('.ant-modal-confirm');
  await expect(dialog).toBeVisible();
  await expect(async () => {
    if (await dialog.isVisible()) await dialog.locator('.ant-btn-primary').click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  expect((await saved).status()).toBe(200);
}

test('Telegram Alerts: the back-office points the bot at the fake Bot API, sends a test message in en, bm and cn, and an alert follows', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await staffLogin(page, ADMIN.username, ADMIN.password);
  await page.goto('/admin/telegram-alerts');

  for (const locale of ['en', 'bm', 'cn'] as const) {
    const t = TEXTS[locale];
    if (locale !== 'en')
      await chooseOption(page, page.getByTestId('language-switch'), LANGUAGE_NAMES[locale]);
    await expect(page.getByRole('heading', { name: t.title })).toBeVisible();

    if (locale === 'en') {
      await page.getByLabel(t.apiBase).fill(fake.apiBase);
      await page.getByLabel(t.botToken).fill(TOKEN);
      const chats = page.getByLabel(t.chats);
      await chats.fill(CHAT);
      await chats.press('Enter');
      // The whole path through the real server's periodic job: deposits waiting a minute.
      await page.getByLabel(t.kinds.pending_wait).click();
      await page.getByLabel(t.waitMinutes).fill('1');
    }
    if (locale === 'cn') await page.getByLabel(t.kinds.pending_wait).click();
    await chooseOption(page, page.getByLabel(t.language), t.languages[locale]);
    await save(page);
    // The token comes back only masked.
    await expect(page.getByLabel(t.botToken)).toHaveValue('••••••c_01');
    await expect(page.locator('body')).not.toContainText(TOKEN);

    const before = fake.messages.filter((m) => m.text === MESSAGES.TELEGRAM_TEST_MESSAGE[locale]).length;
    await page.getByRole('button', { name: t.sendTest }).click();
    const results = page.getByRole('status', { name: t.testResults });
    await expect(results).toContainText(CHAT);
    await expect(results).toContainText(t.sent);
    await expect
      .poll(() => fake.messages.filter((m) => m.text === MESSAGES.TELEGRAM_TEST_MESSAGE[locale]).length)
      .toBe(before + 1);
    expect(fake.messages.at(-1)).toMatchObject({ token: TOKEN, chat_id: CHAT });

    await expectNoAxeViolations(page, 'main');
    await saveScreenshot(page, testInfo, `telegram-alerts-${locale}`);

    if (locale === 'bm')
      // Sent by the server's own job (every minute) once a deposit or withdrawal has waited a minute.
      await expect
        .poll(() => fake.messages.some((m) => /has waited|telah menunggu/.test(m.text)), { timeout: 180_000 })
        .toBe(true);
  }
  // Every alert text masks the member's phone and bank account.
  for (const message of fake.messages.filter((m) => /has waited|telah menunggu/.test(m.text)))
    expect(message.text).toMatch(/\(\w+ \d{4}\*+\d{2}, \w+ (\*+\d{4}|-)\)/);
  await chooseOption(page, page.getByTestId('language-switch'), 'English');
});
