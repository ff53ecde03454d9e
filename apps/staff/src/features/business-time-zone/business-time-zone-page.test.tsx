import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Permission } from '@topup/contracts/permissions.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, staffMe } from '../../test-support.tsx';
import { BUSINESS_TIME_ZONE_URL } from './api.ts';
import { BusinessTimeZonePage } from './business-time-zone-page.tsx';

/** A server holding the zone; it refuses `refused` with its own message, as for a zone PostgreSQL lacks. */
function stubServer(permissions: Permission[], refused: string) {
  let zone = 'Asia/Kuala_Lumpur';
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (input.endsWith('/api/staff/auth/me')) return json(staffMe(permissions));
      if (!input.endsWith(BUSINESS_TIME_ZONE_URL)) return json({ message: 'Not found.' }, 404);
      if (init.method !== 'PUT') return json({ data: { time_zone: zone } });
      const body = JSON.parse(String(init.body)) as { time_zone: string };
      puts.push(body);
      if (body.time_zone === refused) return json({ message: 'Invalid request. Please try again.' }, 422);
      zone = body.time_zone;
      return json({ data: { time_zone: zone } });
    }),
  );
  return puts;
}

function renderPage() {
  renderScreen(<BusinessTimeZonePage />);
}

async function chooseZone(zone: string) {
  const select = screen.getByRole('combobox', { name: 'Time zone' });
  fireEvent.mouseDown(select);
  fireEvent.change(select, { target: { value: zone } });
  fireEvent.click(await screen.findByTitle(zone));
}

async function save() {
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
}

describe('BusinessTimeZonePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the zone, saves a searched zone with a toast, and shows the server's refusal", async () => {
    const puts = stubServer(['settings.view', 'settings.manage'], 'Asia/Tokyo');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Business Time Zone' })).toBeInTheDocument();
    expect(await screen.findByTitle('Asia/Kuala_Lumpur')).toBeInTheDocument();

    await chooseZone('Asia/Tokyo');
    await save();
    expect(await screen.findByText('Invalid request. Please try again.')).toBeInTheDocument();

    await chooseZone('America/New_York');
    await save();
    expect(await screen.findByText('Saved successfully.')).toBeInTheDocument();
    expect(puts).toEqual([{ time_zone: 'Asia/Tokyo' }, { time_zone: 'America/New_York' }]);
  });

  it('lets settings.view see the zone but not change it', async () => {
    stubServer(['settings.view'], '');
    renderPage();
    expect(await screen.findByTitle('Asia/Kuala_Lumpur')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Time zone' })).toBeDisabled());
  });
});
