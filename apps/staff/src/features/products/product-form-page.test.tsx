import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, staffMe } from '../../test-support.tsx';
import { ProductFormPage } from './product-form-page.tsx';

type Call = { url: string; method: string; body: Record<string, unknown> };

/** The staff API as the create form meets it; a wrong agent key is refused as the kiosk would. */
function stubServer() {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (input.endsWith('/api/staff/auth/me'))
        return json(staffMe(['products.view', 'products.update', 'products.manage']));
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ url: input, method: init.method ?? 'GET', body });
      if (input.endsWith('/api/staff/products/test-connection'))
        return body.agent_key === 'kiosk-agent-key-1234'
          ? json({ message: 'The kiosk answered: agent credit RM 500.00.', data: { agent_credit: '500.00' } })
          : json(
              {
                message:
                  'The kiosk refused the connection: wrong agent key. Check the kiosk code and agent key.',
              },
              422,
            );
      if (input.endsWith('/api/staff/products') && init.method === 'POST')
        return json({ message: 'Action done.', data: { id: 9 } });
      return json({ data: [], meta: { page: 1, per_page: 20, total: 0, first: 0, last: 0 } });
    }),
  );
  return calls;
}

function renderCreate() {
  renderScreen(
    <Routes>
      <Route path="/products/create" element={<ProductFormPage />} />
      <Route path="/products" element={<p>Products list</p>} />
    </Routes>,
    '/products/create',
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ProductFormPage (create)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tests the kiosk connection, shows the refusal or the credit, and creates the product with it', async () => {
    const calls = stubServer();
    renderCreate();
    expect(await screen.findByRole('heading', { name: 'New product' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /Test connection/ })).toBeEnabled());

    type('Name', 'NewGame');
    type('API address', 'https://kiosk.example');
    type('Kiosk code', 'NEWGAME');
    type('Agent key', 'wrong-key');
    fireEvent.click(screen.getByRole('button', { name: /Test connection/ }));
    expect(
      await screen.findByText(
        'The kiosk refused the connection: wrong agent key. Check the kiosk code and agent key.',
      ),
    ).toBeInTheDocument();

    type('Agent key', 'kiosk-agent-key-1234');
    fireEvent.click(screen.getByRole('button', { name: /Test connection/ }));
    expect(await screen.findByText('The kiosk answered: agent credit RM 500.00.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/test-connection')).map((c) => c.body)).toEqual([
      {
        provider_kind: 'http',
        base_url: 'https://kiosk.example',
        kiosk_code: 'NEWGAME',
        agent_key: 'wrong-key',
        timeout_ms: null,
      },
      {
        provider_kind: 'http',
        base_url: 'https://kiosk.example',
        kiosk_code: 'NEWGAME',
        agent_key: 'kiosk-agent-key-1234',
        timeout_ms: null,
      },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Create product NewGame?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Products list')).toBeInTheDocument();
    const created = calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/staff/products'));
    expect(created?.body).toMatchObject({
      name: 'NewGame',
      status: 'active',
      connection: {
        provider_kind: 'http',
        base_url: 'https://kiosk.example',
        kiosk_code: 'NEWGAME',
        agent_key: 'kiosk-agent-key-1234',
      },
    });
  });

  it('asks for the kiosk connection before saving', async () => {
    const calls = stubServer();
    renderCreate();
    await screen.findByRole('heading', { name: 'New product' });
    await waitFor(() => expect(screen.getByRole('button', { name: /Test connection/ })).toBeEnabled());
    type('Name', 'NoConnection');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
