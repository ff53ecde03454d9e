import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { GoLiveChecklist } from '@topup/contracts/go-live.ts';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GoLiveCard } from './go-live-card.tsx';

function serve(checklist: GoLiveChecklist) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: checklist }), { status: 200 })),
  );
}

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <GoLiveCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('GoLiveCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists what is left with a link to the screen that fixes it, and what is done struck through', async () => {
    serve({
      ready: false,
      items: [
        { key: 'product', done: true, count: 1, link: '/products' },
        { key: 'bank', done: false, count: 0, link: '/banks' },
        { key: 'pins', done: false, count: 2, link: '/operators' },
      ],
    });
    renderCard();
    expect(await screen.findByText('Before you go live')).toBeInTheDocument();
    expect(screen.getByText('2 things left')).toBeInTheDocument();
    const bank = within(screen.getByTestId('go-live-bank'));
    expect(bank.getByRole('link', { name: 'A bank account for members to pay into' })).toHaveAttribute(
      'href',
      '/banks',
    );
    expect(bank.getByLabelText('To do')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('go-live-pins')).getByRole('link', {
        name: 'A security PIN for every operator who moves money (without one: 2)',
      }),
    ).toHaveAttribute('href', '/operators');
    const product = within(screen.getByTestId('go-live-product'));
    expect(product.queryByRole('link')).toBeNull();
    expect(product.getByLabelText('Done')).toBeInTheDocument();
  });

  it('is not shown once every line is done', async () => {
    serve({ ready: true, items: [{ key: 'bank', done: true, count: 1, link: '/banks' }] });
    const { container } = renderCard();
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});
