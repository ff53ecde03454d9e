import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { StaffMe } from '@topup/contracts/api/staff-auth.ts';
import type { Permission } from '@topup/contracts/permissions.ts';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

/** The signed-in operator of a screen test: a Manager holding exactly `permissions`. */
export const staffMe = (permissions: Permission[]): StaffMe => ({
  operator: { id: 2, name: 'Manager', username: 'manager', has_pin: true, last_login_at: null },
  role: { id: 2, name: 'Manager', is_super: false, payment_gateway: '1' },
  permissions,
  locked: false,
  time_zone: 'Asia/Kuala_Lumpur',
});

/** Renders a screen as the app holds it: a fresh query cache that does not retry, antd's App, a router at `at`. */
export function renderScreen(screen: ReactNode, at?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={at ? [at] : undefined}>{screen}</MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}
