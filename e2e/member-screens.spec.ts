import { expect, type Page, test } from '@playwright/test';
import { saveScreenshot } from './artifacts.ts';
import { alertDialog, loginAsDemo, openedLinks, recordOpenedLinks, themeOf } from './member-support.ts';

const SEGMENT_DEG = 22.5;
/** The 1-based segment under the needle at 12 o'clock for a wheel turned clockwise by `rotation`. */
const segmentAtNeedle = (rotation: number) => Math.floor((((-rotation % 360) + 360) % 360) / SEGMENT_DEG) + 1;

async function chooseGame(page: Page, name: string) {
  await page.getByLabel('Game ID').selectOption({ label: name });
}

test.describe('deposit', () => {
  test('check balance, amount, method, payment, promotion, Top Up, then OK goes to the redirect', async ({
    page,
  }, testInfo) => {
    await loginAsDemo(page, '/deposit');
    const topUp = page.getByRole('button', { name: 'Top Up' });
    await expect(topUp).toBeDisabled();
    await chooseGame(page, 'Mega888');
    await expect(page.getByTestId('deposit-balance')).toHaveText(/^RM \d/);
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue(/.+/);
    await expect(topUp).toBeEnabled();
    await page.getByRole('button', { name: 'Copy Username' }).click();
    await expect(page.getByText('Copied', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '50', exact: true }).click();
    await expect(page.getByLabel('Amount')).toHaveValue('50');
    await page.getByRole('button', { name: /E-Wallet/ }).click();
    const payment = page.getByLabel('Payment');
    await expect(payment.locator('option')).not.toHaveCount(1);
    await payment.selectOption({ index: 1 });
    await page.getByLabel('Promotion').selectOption({ index: 0 });
    await saveScreenshot(page, testInfo, 'deposit');
    await topUp.click();
    const dialog = alertDialog(page, 'Alert!');
    await expect(dialog).toContainText('Deposit submitted');
    await expect(page.getByLabel('Amount')).toHaveValue('');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a refused deposit shows the server message under "Error"', async ({ page }) => {
    await loginAsDemo(page, '/deposit');
    await chooseGame(page, 'Mega888');
    await expect(page.getByTestId('deposit-balance')).toHaveText(/^RM \d/);
    await page.getByRole('button', { name: /Online Banking/ }).click();
    await page.getByLabel('Payment').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Top Up' }).click();
    await expect(alertDialog(page, 'Error')).toContainText('Please enter a valid amount');
  });

  test('Create Account for a game without one, then the new account is selected', async ({
    page,
  }, testInfo) => {
    await loginAsDemo(page, '/deposit');
    await chooseGame(page, 'Joker');
    await expect(page.getByText('You have no account for this game yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue(/.+/);
    await expect(page.getByLabel('Game ID').locator('option:checked')).toHaveText('Joker');
    await expect(page.getByTestId('deposit-balance')).toHaveText(/^RM \d/);
    await saveScreenshot(page, testInfo, 'deposit-created');
  });
});

test.describe('reward', () => {
  test('a refused redeem shows "Error"; a good one reloads the options', async ({ page }, testInfo) => {
    await loginAsDemo(page, '/reward');
    await page.getByRole('button', { name: 'Redeem' }).click();
    await expect(alertDialog(page, 'Error')).toContainText('Invalid request');
    await alertDialog(page, 'Error').getByRole('button', { name: 'OK' }).click();
    await page.getByLabel('Game ID').selectOption({ index: 1 });
    await page.getByLabel('Wallet').selectOption({ index: 1 });
    await saveScreenshot(page, testInfo, 'reward');
    await page.getByRole('button', { name: 'Redeem' }).click();
    await expect(alertDialog(page, 'Alert!')).toBeVisible();
    await alertDialog(page, 'Alert!').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByLabel('Wallet')).toHaveValue('');
  });
});

test.describe('promotions', () => {
  test('two-column cards, Read More with content and Confirm, Apply Now', async ({ page }, testInfo) => {
    await recordOpenedLinks(page);
    await loginAsDemo(page, '/promotions');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(4);
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(first?.y).toBe(second?.y);
    await cards.nth(0).getByRole('button', { name: 'Read More' }).click();
    const content = page.getByTestId('promotion-content');
    await expect(content).toContainText('Minimum deposit');
    expect(await content.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('200px');
    await saveScreenshot(page, testInfo, 'promotion-modal');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(content).toBeHidden();
    await page
      .getByRole('article', { name: 'Rescue Bonus' })
      .getByRole('button', { name: 'Apply Now' })
      .click();
    expect(await openedLinks(page)).toEqual(['https://wa.me/60123456789?text=Rescue%20Bonus']);
    await cards.nth(0).getByRole('button', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL(/\/deposit$/);
  });
});

test.describe('fortune spin', () => {
  test('the wheel stops on the segment the server chose; spins run out with the server message', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await loginAsDemo(page, '/fortune-spin');
    await expect(page.getByRole('heading', { name: 'Total Win' })).toBeVisible();
    const win = page.getByTestId('spin-win');
    await expect(win).toHaveText('-');
    const count = Number(await page.getByTestId('spin-count').textContent());
    expect(count).toBeGreaterThan(0);
    for (let spin = 1; spin <= count; spin++) {
      const replyPromise = page.waitForResponse((r) => r.url().endsWith('/api/fortune_spin'));
      await page.getByRole('button', { name: 'Spin', exact: true }).click();
      const reply = (await (await replyPromise).json()) as { data: { segment: number; prize: string } };
      await expect(win).toHaveText('Spining');
      // A second tap while spinning does nothing (force: the button is aria-disabled, a finger does not care).
      let extraCalls = 0;
      const countCalls = (r: { url: () => string }) => r.url().endsWith('/api/fortune_spin') && extraCalls++;
      page.on('request', countCalls);
      await page.getByRole('button', { name: 'Spin', exact: true }).click({ force: true });
      await expect(win).toHaveText(`MYR ${reply.data.prize}`, { timeout: 7000 });
      page.off('request', countCalls);
      expect(extraCalls).toBe(0);
      const face = page.getByTestId('wheel-face');
      const rotation = Number(await face.getAttribute('data-rotation'));
      expect(segmentAtNeedle(rotation)).toBe(reply.data.segment);
      // The drawn wheel agrees: its computed transform is the final angle.
      const drawn = await face.evaluate((el) => {
        const m = new DOMMatrix(getComputedStyle(el).transform);
        return (Math.atan2(m.b, m.a) * 180) / Math.PI;
      });
      expect(segmentAtNeedle(drawn)).toBe(reply.data.segment);
      await expect(page.getByTestId('spin-count')).toHaveText(String(count - spin));
      if (spin === 1) await saveScreenshot(page, testInfo, 'fortune-spin');
    }
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    await expect(alertDialog(page, 'Alert')).toContainText('No available spin chance.');
  });
});

test.describe('landing page', () => {
  test('a refused form shows "Error" with the server message', async ({ page }) => {
    await page.goto('/landing_page');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(alertDialog(page, 'Error')).toContainText('Invalid request');
  });

  test('steps 2 and 3 as the server decides, with pre-filled chat links', async ({ page }, testInfo) => {
    await recordOpenedLinks(page);
    const theme = themeOf(testInfo);
    const seen = new Set<number>();
    for (let attempt = 0; attempt < 16 && seen.size < 2; attempt++) {
      await page.goto('/landing_page');
      const mobile = `12${String(theme === 'Purple' ? 5000000 + attempt : 3000000 + attempt)}`;
      await expect(page.locator('.prefix')).toHaveText('+60');
      await page.getByLabel('Mobile Number').fill(mobile);
      await page.getByLabel('Name').fill('Ali Test');
      if (theme === 'DarkGold') {
        await page.getByLabel('Bank').selectOption('Maybank');
        await page.getByLabel('Account Number').fill('1122334455');
      } else {
        await expect(page.getByLabel('Bank')).toHaveCount(0);
      }
      if (attempt === 0) await saveScreenshot(page, testInfo, 'landing-form');
      await page.getByRole('button', { name: 'Submit' }).click();
      const won = page.getByRole('heading', { name: 'Congratulations!' });
      const lost = page.getByRole('heading', { name: 'Unsuccessful' });
      await expect(won.or(lost)).toBeVisible();
      if (await won.isVisible()) {
        if (seen.has(2)) continue;
        seen.add(2);
        await saveScreenshot(page, testInfo, 'landing-won');
        await page.getByRole('button', { name: 'Claim Now' }).click();
        const link = decodeURIComponent((await openedLinks(page)).at(-1) ?? '');
        expect(link).toContain('https://wa.me/60123456789?text=');
        for (const part of ['Status: Won', `Phone: +60${mobile}`, 'Name: Ali Test'])
          expect(link).toContain(part);
        if (theme === 'DarkGold') expect(link).toContain('Bank: Maybank');
        if (theme === 'DarkGold') expect(link).toContain('Account: 1122334455');
      } else {
        if (seen.has(3)) continue;
        seen.add(3);
        await expect(page.getByText('Sorry, you did not win any prizes.')).toBeVisible();
        await saveScreenshot(page, testInfo, 'landing-lost');
        const card = page.getByRole('article').first();
        const name = (await card.getByRole('heading').textContent()) ?? '';
        await card.getByRole('button', { name: 'Apply' }).click();
        const link = decodeURIComponent((await openedLinks(page)).at(-1) ?? '');
        expect(link).toContain(name);
      }
    }
    expect([...seen].sort()).toEqual([2, 3]);
  });
});

test.describe('switches the server controls (replies altered in flight: no staff screen for them yet)', () => {
  test('payment gateway "0" shows "Please contact customer service!" and OK returns to /', async ({
    page,
  }) => {
    await page.route('**/api/pre_deposit', async (route) => {
      const reply = await route.fetch();
      const body = await reply.json();
      body.data.payment_gateway = '0';
      await route.fulfill({ response: reply, json: body });
    });
    await loginAsDemo(page, '/deposit');
    const dialog = alertDialog(page, 'Alert!');
    await expect(dialog).toContainText('Please contact customer service!');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a placeholder chat link shows "Please contact customer service!" and OK returns to /', async ({
    page,
  }, testInfo) => {
    await recordOpenedLinks(page);
    await page.route('**/promotions', async (route) => {
      const reply = await route.fetch();
      const html = (await reply.text()).replace(
        /"whatsapp_link":"[^"]*"/,
        '"whatsapp_link":"https://www.google.com"',
      );
      await route.fulfill({ response: reply, body: html });
    });
    await loginAsDemo(page);
    await page.goto('/promotions');
    await expect(page.getByRole('heading', { name: 'Promotions' })).toBeVisible();
    const chat =
      themeOf(testInfo) === 'DarkGold'
        ? page.getByRole('button', { name: 'Chat', exact: true })
        : page.getByRole('button', { name: 'Customer service chat' });
    await chat.click();
    const dialog = alertDialog(page, 'Alert!');
    await expect(dialog).toContainText('Please contact customer service!');
    expect(await openedLinks(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('fortune spin flag 0 shows "Coming Soon"', async ({ page }) => {
    await page.route('**/api/global', async (route) => {
      const reply = await route.fetch();
      const body = await reply.json();
      body.data.fortune_spin.enabled = 0;
      await route.fulfill({ response: reply, json: body });
    });
    await loginAsDemo(page, '/fortune-spin');
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    await expect(alertDialog(page, 'Coming Soon')).toContainText('Fortune Spin is coming soon');
  });
});
