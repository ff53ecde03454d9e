import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TelegramSettingsView } from '@topup/contracts/api/telegram-alerts.ts';
import type { Permission } from '@topup/contracts/permissions.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, staffMe } from '../../test-support.tsx';
import { TELEGRAM_SETTINGS_URL } from './api.ts';
import { TelegramAlertsPage } from './telegram-alerts-page.tsx';

const SAVED: TelegramSettingsView = {
  api_base: null,
  default_api_base: 'https://api.telegram.org',
  bot_token: '••••••wxyz',
  token_set: true,
  chat_ids: ['-100', '@desk_alerts'],
  language: 'en',
  alerts: {
    pending_wait: { enabled: true, minutes: 15 },
    large_amount: { enabled: false, threshold: '10000.00' },
    discrepancy: { enabled: true },
    agent_credit: { enabled: false },
    failed_logins: { enabled: true, count: 10, minutes: 10 },
  },
};

/** A server holding the settings; the test message reaches the first chat and not the second. */
function stubServer(permissions: Permission[]) {
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (input.endsWith('/api/staff/auth/me')) return json(staffMe(permissions));
      if (input.endsWith(`${TELEGRAM_SETTINGS_URL}/test`))
        return json({
          data: {
            results: [
              { chat_id: '-100', ok: true, error: null },
              { chat_id: '@desk_alerts', ok: false, error: 'HTTP 400: Bad Request: chat not found' },
            ],
          },
        });
      if (!input.endsWith(TELEGRAM_SETTINGS_URL)) return json({ message: 'Not found.' }, 404);
      if (init.method === 'PUT') puts.push(JSON.parse(String(init.body)));
      return json({ data: SAVED });
    }),
  );
  return puts;
}

describe('TelegramAlertsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the saved settings with the token masked, saves them and shows what each chat answered to the test', async () => {
    const puts = stubServer(['settings.view', 'settings.manage']);
    renderScreen(<TelegramAlertsPage />);
    expect(await screen.findByRole('heading', { name: 'Telegram Alerts' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Bot token')).toHaveValue('••••••wxyz');
    expect(screen.getByLabelText('Bot API address')).toHaveAttribute(
      'placeholder',
      'https://api.telegram.org',
    );
    expect(screen.getByRole('switch', { name: 'Deposit or withdrawal waiting too long' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Large deposit or withdrawal' })).not.toBeChecked();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      api_base: null,
      bot_token: '••••••wxyz',
      chat_ids: ['-100', '@desk_alerts'],
      language: 'en',
      alerts: SAVED.alerts,
    });

    fireEvent.click(screen.getByRole('button', { name: /Send test message/ }));
    const results = await screen.findByRole('status', { name: 'Test message results' });
    await waitFor(() => expect(results).toHaveTextContent('-100Sent'));
    expect(results).toHaveTextContent('@desk_alertsNot sentHTTP 400: Bad Request: chat not found');
  });

  it('is read-only without settings.manage', async () => {
    stubServer(['settings.view']);
    renderScreen(<TelegramAlertsPage />);
    expect(await screen.findByLabelText('Bot token')).toBeDisabled();
    expect(screen.getByRole('button', { name: /Send test message/ })).toBeDisabled();
  });
});
