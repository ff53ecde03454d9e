import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_RUN_URL } from './api.ts';
import { FirstRunGate } from './first-run-gate.tsx';

const PASSWORD = 'Setup-check-passphrase-2026';

/** A server on an empty site: the claim takes only `right-code`, then the new operator signs in. */
function stubServer() {
  const calls: { url: string; body: unknown }[] = [];
  let needed = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (url === FIRST_RUN_URL && init.method === 'GET') return json({ needed });
      const body = JSON.parse(String(init.body)) as Record<string, string>;
      calls.push({ url, body });
      if (url === FIRST_RUN_URL) {
        if (body.code !== 'right-code')
          return json({ message: 'The setup code is wrong or has expired.' }, 403);
        needed = false;
        return json({ status: true });
      }
      return json({ status: true });
    }),
  );
  return calls;
}

function renderGate(onSignedIn: () => Promise<void>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <FirstRunGate onSignedIn={onSignedIn}>
          <p>the login form</p>
        </FirstRunGate>
      </App>
    </QueryClientProvider>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('first-run page', () => {
  let calls: { url: string; body: unknown }[];
  beforeEach(() => {
    calls = stubServer();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows in place of the login, checks the entries, shows the refusal, then creates and signs in', async () => {
    const signedIn = vi.fn(async () => {});
    renderGate(signedIn);
    expect(await screen.findByRole('heading', { name: 'Set up this site' })).toBeInTheDocument();
    expect(screen.queryByText('the login form')).not.toBeInTheDocument();

    type('Setup code', 'wrong-code');
    type('Name', 'Site Owner');
    type('Username', 'owner');
    type('Password', PASSWORD);
    type('Confirm password', `${PASSWORD}x`);
    type('Security PIN (4 to 6 digits)', '12a');
    type('Confirm security PIN', '482916');
    fireEvent.click(screen.getByRole('button', { name: 'Create Super Admin' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByText('Security Pin must be 4 to 6 digits.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    type('Confirm password', PASSWORD);
    type('Security PIN (4 to 6 digits)', '482916');
    fireEvent.click(screen.getByRole('button', { name: 'Create Super Admin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The setup code is wrong or has expired.');
    expect(signedIn).not.toHaveBeenCalled();

    type('Setup code', 'right-code');
    fireEvent.click(screen.getByRole('button', { name: 'Create Super Admin' }));
    await waitFor(() => expect(signedIn).toHaveBeenCalledTimes(1));
    const claim = { name: 'Site Owner', username: 'owner', password: PASSWORD, pin: '482916' };
    expect(calls).toEqual([
      { url: FIRST_RUN_URL, body: { ...claim, code: 'wrong-code' } },
      { url: FIRST_RUN_URL, body: { ...claim, code: 'right-code' } },
      { url: '/api/staff/auth/login', body: { username: 'owner', password: PASSWORD } },
    ]);
  });

  it('shows the login once the site has an operator', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"needed":false}', { status: 200 })),
    );
    renderGate(vi.fn());
    expect(await screen.findByText('the login form')).toBeInTheDocument();
  });
});
