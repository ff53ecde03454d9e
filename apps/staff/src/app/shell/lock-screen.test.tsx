import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { StaffMe } from '@topup/contracts/api/staff-auth.ts';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LockScreen } from './lock-screen.tsx';

const ME: StaffMe = {
  operator: { id: 1, name: 'Administrator', username: 'admin', has_pin: true, last_login_at: null },
  role: { id: 1, name: 'Super Admin', is_super: true, payment_gateway: '1' },
  permissions: [],
  locked: true,
  time_zone: 'Asia/Kuala_Lumpur',
};

describe('LockScreen', () => {
  let bodies: unknown[];
  beforeEach(() => {
    bodies = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { pin: string };
        bodies.push(body);
        return body.pin === '1234'
          ? new Response('{"status":true}', { status: 200 })
          : new Response('{"message":"Security Pin is incorrect."}', { status: 422 });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("unlocks only with the PIN and shows the server's message otherwise", async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    render(
      <QueryClientProvider client={client}>
        <App>
          <MemoryRouter>
            <LockScreen me={ME} />
          </MemoryRouter>
        </App>
      </QueryClientProvider>,
    );
    expect(screen.getByText('Enter your security PIN to continue, Administrator.')).toBeInTheDocument();
    const input = screen.getByLabelText('Security PIN');
    fireEvent.change(input, { target: { value: '9999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('Security Pin is incorrect.')).toBeInTheDocument();
    expect(invalidate).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Security PIN'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(invalidate).toHaveBeenCalled());
    expect(bodies).toEqual([{ pin: '9999' }, { pin: '1234' }]);
  });
});
