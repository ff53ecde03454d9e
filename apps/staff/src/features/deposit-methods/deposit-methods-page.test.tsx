import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Permission } from '@topup/contracts/permissions.ts';
import type { DepositMethodView } from '@topup/contracts/staff-deposit-methods.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, staffMe } from '../../test-support.tsx';
import { DepositMethodsPage } from './deposit-methods-page.tsx';

const method = (id: number, name: string, display: boolean, bankCount: number): DepositMethodView => ({
  id,
  code: `method_${id}`,
  name: { en: name, bm: `${name} BM`, cn: `${name} CN` },
  type: { en: 'Bank Transfer', bm: 'Pindahan Bank', cn: '银行转账' },
  image: `/media/g/${id}.png`,
  position: id,
  display,
  bank_ids: Array.from({ length: bankCount }, (_, i) => 100 + i),
  banks: Array.from({ length: bankCount }, (_, i) => ({
    id: 100 + i,
    bank_name: `Bank ${i}`,
    holder: 'TOPUP',
    display: true,
  })),
  offered: display && bankCount > 0,
  updated_at: '2026-11-28T00:00:00.000Z',
});

/** A server holding the methods in order; it answers the order and display writes as the real one does. */
function stubServer(permissions: Permission[], start: DepositMethodView[]) {
  let methods = start;
  const writes: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (input.endsWith('/api/staff/auth/me')) return json(staffMe(permissions));
      if (init.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        writes.push({ url: input, body });
        if (input.endsWith('/order'))
          methods = (body.ids as number[]).map((id) => methods.find((m) => m.id === id)!);
        const shown = input.match(/\/(\d+)\/display$/);
        if (shown)
          methods = methods.map((m) =>
            m.id === Number(shown[1])
              ? { ...m, display: body.display, offered: body.display && m.banks.length > 0 }
              : m,
          );
        return json({ message: 'Action successfully completed.' });
      }
      if (input.endsWith('/api/staff/deposit-methods')) return json({ data: methods });
      return json({ message: 'Not found.' }, 404);
    }),
  );
  return writes;
}

function renderPage() {
  renderScreen(<DepositMethodsPage />);
}

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('strong')?.textContent);

describe('DepositMethodsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the methods in order, moves one with a labelled button and shows or hides one', async () => {
    const writes = stubServer(
      ['banks.view', 'banks.update'],
      [method(1, 'Online Banking', true, 2), method(2, 'E-Wallet', true, 0), method(3, 'DuitNow', false, 1)],
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Deposit Methods' })).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Online Banking', 'E-Wallet', 'DuitNow']));
    // Why members do not see a method is said in words, not only colour.
    expect(screen.getByText('No shown bank account')).toBeInTheDocument();
    expect(screen.getByText('Hidden')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Online Banking up' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Move E-Wallet down' }));
    await waitFor(() => expect(rowNames()).toEqual(['Online Banking', 'DuitNow', 'E-Wallet']));
    expect(writes[0]).toEqual({ url: '/api/staff/deposit-methods/order', body: { ids: [1, 3, 2] } });

    fireEvent.click(screen.getByRole('switch', { name: 'Show DuitNow to members' }));
    await waitFor(() => expect(screen.getAllByText('Offered')).toHaveLength(2));
    expect(writes[1]).toEqual({ url: '/api/staff/deposit-methods/3/display', body: { display: true } });
  });

  it('says what is missing when there is no method, and offers no write to a view-only role', async () => {
    stubServer(['banks.view'], []);
    renderPage();
    expect(
      await screen.findByText(
        'No deposit method yet: members cannot deposit until one is created with a bank account.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create Deposit Method/ })).not.toBeInTheDocument();
  });
});
