import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { globalStore, logout, sessionStore } from '../../shared/session/session-store.ts';
import { fakeFetch } from '../../shared/test/fake-fetch.ts';
import { AlertDialog } from '../../shared/ui/alert-dialog.tsx';
import { FortuneSpinScreen } from './fortune-spin-screen.tsx';
import { segmentAtNeedle } from './wheel-math.ts';

const user = { id: 1, name: 'Demo', phone: '60', whatsapp_link: '', telegram_link: '', avaliable_spin: 3 };
const segments = Array.from({ length: 16 }, (_, i) => String(i * 5));

/** Lets the fake fetch reply land (it settles on real macrotasks; only setTimeout is faked). */
async function settle() {
  for (let i = 0; i < 5; i++) await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
}

function renderScreen() {
  return render(
    <>
      <FortuneSpinScreen />
      <AlertDialog />
    </>,
  );
}

beforeEach(() => {
  sessionStore.set({ status: true, token: 'tok', user, transaction: null });
  globalStore.set({ fortune_spin: { enabled: 1, segments }, promotions: [] });
});
afterEach(() => {
  logout();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('fortune spin screen', () => {
  it('spins to the server segment: "-", then "Spining", then "MYR " + prize after 5000 ms; a second tap does nothing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { calls } = fakeFetch({
      '/api/fortune_spin': () => ({
        body: {
          status: true,
          message: 'ok',
          data: {
            fortune_spin: { enabled: 1, segments },
            user: { avaliable_spin: 2 },
            segment: 7,
            prize: '30',
          },
        },
      }),
    });
    renderScreen();
    expect(screen.getByRole('heading', { name: 'Total Win' })).toBeInTheDocument();
    expect(screen.getByTestId('spin-win')).toHaveTextContent('-');
    expect(screen.getByTestId('spin-count')).toHaveTextContent('3');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    });
    await settle();
    expect(calls).toHaveLength(1);
    expect(screen.getByTestId('spin-win')).toHaveTextContent('Spining');
    const rotation = Number(screen.getByTestId('wheel-face').getAttribute('data-rotation'));
    expect(segmentAtNeedle(rotation)).toBe(7);
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByTestId('spin-win')).toHaveTextContent('Spining');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('spin-win')).toHaveTextContent('MYR 30');
    expect(screen.getByTestId('spin-count')).toHaveTextContent('2');
  });

  it('flag 0 shows "Coming Soon" / "Fortune Spin is coming soon" without calling the server', async () => {
    globalStore.set({ fortune_spin: { enabled: 0, segments }, promotions: [] });
    const { calls } = fakeFetch({});
    renderScreen();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    });
    const dialog = screen.getByRole('dialog', { name: 'Coming Soon' });
    expect(dialog).toHaveTextContent('Fortune Spin is coming soon');
    expect(calls).toHaveLength(0);
  });

  it('a refused spin shows "Alert" with the server message', async () => {
    fakeFetch({
      '/api/fortune_spin': () => ({
        status: 422,
        body: { status: false, message: 'No available spin chance.' },
      }),
    });
    renderScreen();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Alert' });
    expect(within(dialog).getByTestId('alert-message')).toHaveTextContent('No available spin chance.');
    expect(screen.getByTestId('spin-win')).toHaveTextContent('-');
  });

  it('success without fortune_spin data asks to contact customer services', async () => {
    fakeFetch({ '/api/fortune_spin': () => ({ body: { status: true, message: 'ok', data: {} } }) });
    renderScreen();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    });
    expect(await screen.findByRole('dialog', { name: 'Alert' })).toHaveTextContent(
      'Please contact our customer services.',
    );
  });
});
