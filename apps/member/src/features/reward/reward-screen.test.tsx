import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout, sessionStore } from '../../shared/session/session-store.ts';
import { fakeFetch } from '../../shared/test/fake-fetch.ts';
import { AlertDialog } from '../../shared/ui/alert-dialog.tsx';
import { RewardScreen } from './reward-screen.tsx';

const user = { id: 1, name: 'Demo', phone: '60', whatsapp_link: '', telegram_link: '', avaliable_spin: 3 };

beforeEach(() => sessionStore.set({ status: true, token: 'tok', user, transaction: null }));
afterEach(() => {
  logout();
  vi.unstubAllGlobals();
});

describe('reward screen', () => {
  it('fills Game ID and Wallet from the server, redeems, and reloads the options after success', async () => {
    let loads = 0;
    const { calls } = fakeFetch({
      '/api/pre_reward': () => {
        loads++;
        return {
          body: {
            status: true,
            member_accounts: [{ label: 'Mega888 - demo', value: 1 }],
            member_wallets: loads === 1 ? [{ label: 'Reward Wallet (RM 25.00)', value: 7 }] : [],
          },
        };
      },
      '/api/reward': () => ({ body: { status: true, message: 'Reward redeemed.' } }),
    });
    render(
      <>
        <RewardScreen />
        <AlertDialog />
      </>,
    );
    fireEvent.change(await screen.findByLabelText('Game ID'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Wallet'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('dialog', { name: 'Alert!' })).toHaveTextContent('Reward redeemed.');
    const sent = calls.find((c) => c.url === '/api/reward');
    expect(sent?.body).toEqual({ token: 'tok', member_account_id: '1', member_wallet_id: '7' });
    expect(sent?.headers['Idempotency-Key']).toBeTruthy();
    await waitFor(() => expect(loads).toBe(2));
    expect(await screen.findByText('Nothing to redeem right now.')).toBeInTheDocument();
  });

  it('a refused redeem shows "Error" with the server message', async () => {
    fakeFetch({
      '/api/pre_reward': () => ({ body: { status: true, member_accounts: [], member_wallets: [] } }),
      '/api/reward': () => ({
        status: 422,
        body: { status: false, message: 'Wallet balance is less than or equal to 1.' },
      }),
    });
    render(
      <>
        <RewardScreen />
        <AlertDialog />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
      'Wallet balance is less than',
    );
  });
});
