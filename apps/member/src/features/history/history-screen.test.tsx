import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { HistoryItem } from '@topup/contracts/member-api.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n.ts';
import { logout, sessionStore } from '../../shared/session/session-store.ts';
import { fakeFetch } from '../../shared/test/fake-fetch.ts';
import { HistoryScreen } from './history-screen.tsx';
import { HISTORY_POLL_MS } from './use-history.ts';

const user = { id: 1, name: 'Demo', phone: '60', whatsapp_link: '', telegram_link: '', avaliable_spin: 3 };

const item = (over: Partial<HistoryItem>): HistoryItem => ({
  kind: 'deposit',
  id: 1,
  amount: '100.00',
  bonus: null,
  account: 'Mega888 - demo1',
  label: null,
  status: 'waiting',
  reason: null,
  created_at: '2026-11-28T10:00:00.000Z',
  ...over,
});
const reply = (items: HistoryItem[], has_more = false, page = 1) => ({
  body: { status: true, data: { page, has_more, items } },
});

beforeEach(() => {
  sessionStore.set({ status: true, token: 'tok', user, transaction: null });
});
afterEach(() => {
  logout();
  changeLanguage('en');
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('history screen', () => {
  it('lists deposits, redemptions and spins with amount, account, status and the reason of a failure', async () => {
    const { calls } = fakeFetch({
      '/api/history': () =>
        reply([
          item({ id: 3, kind: 'spin', amount: '5.00', account: null, label: 'RM 5', status: 'done' }),
          item({ id: 2, kind: 'reward', amount: '25.00', status: 'done' }),
          item({ id: 1, status: 'failed', reason: 'Receipt does not match', bonus: '30.00' }),
        ]),
    });
    render(<HistoryScreen />);
    const deposit = await screen.findByTestId('history-deposit-1');
    expect(deposit).toHaveTextContent('Deposit');
    expect(deposit).toHaveTextContent('RM 100.00');
    expect(deposit).toHaveTextContent('Mega888 - demo1');
    expect(deposit).toHaveTextContent('Failed');
    expect(deposit).toHaveTextContent('Reason: Receipt does not match');
    expect(deposit).toHaveTextContent('Bonus: RM 30.00');
    expect(screen.getByTestId('history-spin-3')).toHaveTextContent('RM 5');
    expect(screen.getByTestId('history-reward-2')).toHaveTextContent('Done');
    expect(calls[0]?.body).toEqual({ token: 'tok', page: 1 });
  });

  it('a waiting deposit turns done on screen without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: HistoryItem['status'] = 'waiting';
    fakeFetch({ '/api/history': () => reply([item({ status })]) });
    render(<HistoryScreen />);
    const row = await screen.findByTestId('history-deposit-1');
    expect(within(row).getByTestId('history-status')).toHaveTextContent('Waiting');
    status = 'done';
    await act(() => vi.advanceTimersByTimeAsync(HISTORY_POLL_MS));
    expect(within(row).getByTestId('history-status')).toHaveTextContent('Done');
  });

  it('pages older entries and speaks the chosen language', async () => {
    changeLanguage('bm');
    const { calls } = fakeFetch({
      '/api/history': (call) =>
        (call.body as { page: number }).page === 1
          ? reply([item({ id: 9, status: 'done' })], true)
          : reply([item({ id: 8, status: 'done' })], false, 2),
    });
    render(<HistoryScreen />);
    expect(await screen.findByRole('heading', { name: 'Sejarah' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Lebih lama' }));
    expect(await screen.findByTestId('history-deposit-8')).toHaveTextContent('Selesai');
    expect(calls.at(-1)?.body).toEqual({ token: 'tok', page: 2 });
  });

  it('says so when there is nothing yet', async () => {
    changeLanguage('cn');
    fakeFetch({ '/api/history': () => reply([]) });
    render(<HistoryScreen />);
    expect(await screen.findByText('还没有充值、奖励或抽奖记录。')).toBeInTheDocument();
  });
});
