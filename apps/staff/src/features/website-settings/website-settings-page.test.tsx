import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { WebsiteSettings } from '@topup/contracts/api/settings.ts';
import type { StaffMe } from '@topup/contracts/api/staff-auth.ts';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEBSITE_SETTINGS_URL } from './api.ts';
import { WebsiteSettingsPage } from './website-settings-page.tsx';

const me: StaffMe = {
  operator: { id: 2, name: 'Manager', username: 'manager', has_pin: true, last_login_at: null },
  role: { id: 2, name: 'Manager', is_super: false, payment_gateway: '1' },
  permissions: ['settings.view', 'settings.manage'],
  locked: false,
  time_zone: 'Asia/Kuala_Lumpur',
};

const localized = (path: string) => ({ en: path, bm: path, cn: path });
const settings: WebsiteSettings = {
  theme: null,
  logo: '/media/demo/logo.svg',
  telegram_link: 'https://t.me/topup_channel',
  whatsapp_link: 'https://wa.me/60123456789',
  modal_images: { rescue_bonus: localized('/r.svg'), fortune_spin: localized('/f.svg') },
  images: { payments: localized('/p.svg'), key_points: localized('/k.svg'), games: localized('/g.svg') },
  payment_gateway: '1',
  fortune_spin_enabled: 1,
  deposit_redirect: '/',
  balance_point: '',
  member_link_days: 90,
  footer: { company: '© 2026 TopUp Enterprise Sdn. Bhd.', terms: '', support_hours: 'Daily 10:00-02:00 MYT' },
};

function stubServer() {
  const puts: WebsiteSettings[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (input.endsWith('/api/staff/auth/me')) return json(me);
      if (!input.endsWith(WEBSITE_SETTINGS_URL)) return json({ message: 'Not found.' }, 404);
      if (init.method !== 'PUT') return json({ data: settings });
      const body = JSON.parse(String(init.body)) as WebsiteSettings;
      puts.push(body);
      return json({ data: body });
    }),
  );
  return puts;
}

describe('WebsiteSettingsPage footer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the footer fields and saves them with the rest of the settings', async () => {
    const puts = stubServer();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <App>
          <MemoryRouter>
            <WebsiteSettingsPage />
          </MemoryRouter>
        </App>
      </QueryClientProvider>,
    );
    const hours = await screen.findByRole('textbox', { name: 'Support hours' });
    await waitFor(() => expect(hours).toHaveValue('Daily 10:00-02:00 MYT'));
    expect(screen.getByRole('textbox', { name: 'Company line' })).toHaveValue(
      '© 2026 TopUp Enterprise Sdn. Bhd.',
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Terms' }), {
      target: { value: 'https://example.com/terms' },
    });
    fireEvent.change(hours, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]?.footer).toEqual({
      company: '© 2026 TopUp Enterprise Sdn. Bhd.',
      terms: 'https://example.com/terms',
      support_hours: '',
    });
  });
});
