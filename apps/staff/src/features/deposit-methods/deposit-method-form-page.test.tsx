import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DepositMethodBankOption } from '@topup/contracts/staff-deposit-methods.ts';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test-support.tsx';
import { DepositMethodFormPage } from './deposit-method-form-page.tsx';

const bank = (id: number, name: string, method: [number, string] | null): DepositMethodBankOption => ({
  id,
  bank_name: name,
  holder: 'TOPUP',
  display: true,
  method_id: method?.[0] ?? null,
  method_name: method?.[1] ?? null,
});

/** The bank options and the gallery; records the create request. */
function stubServer() {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (input.endsWith('/api/staff/deposit-methods/bank-options'))
        return json({ data: [bank(1, 'Maybank', [7, 'Online Banking']), bank(2, 'GX Bank', null)] });
      if (input.startsWith('/api/staff/gallery'))
        return json({
          data: [{ id: 5, name: 'transfer.png', url: '/media/g/transfer.png' }],
          meta: { current_page: 1, last_page: 1, per_page: 60, total: 1 },
        });
      if (input === '/api/staff/deposit-methods' && init.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return json({ message: 'Action successfully completed.', data: { id: 9 } });
      }
      return json({ message: 'Not found.' }, 404);
    }),
  );
  return posts;
}

function renderPage() {
  renderScreen(
    <Routes>
      <Route path="/deposit-methods/create" element={<DepositMethodFormPage />} />
      <Route path="/deposit-methods" element={<p>back at the list</p>} />
    </Routes>,
    '/deposit-methods/create',
  );
}

describe('DepositMethodFormPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('creates a method with labels, a gallery image and a free bank; a bank held elsewhere cannot be picked', async () => {
    const posts = stubServer();
    renderPage();
    fireEvent.change(await screen.findByLabelText('Name (EN)'), { target: { value: 'Instant Transfer' } });
    fireEvent.change(screen.getByLabelText('Name (BM)'), { target: { value: 'Pindahan Segera' } });
    fireEvent.change(screen.getByLabelText('Type label (EN)'), { target: { value: 'Bank Transfer' } });

    fireEvent.click(screen.getByRole('button', { name: 'Choose from Gallery' }));
    fireEvent.click(await screen.findByAltText('transfer.png'));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Bank accounts' }));
    const held = await screen.findByTitle('Maybank - TOPUP (in Online Banking)');
    expect(held.closest('[aria-disabled]') ?? held).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(screen.getByTitle('GX Bank - TOPUP'));

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      name: { en: 'Instant Transfer', bm: 'Pindahan Segera' },
      type: { en: 'Bank Transfer' },
      image: '/media/g/transfer.png',
      display: true,
      bank_ids: [2],
    });
    expect(await screen.findByText('back at the list')).toBeInTheDocument();
  });
});
