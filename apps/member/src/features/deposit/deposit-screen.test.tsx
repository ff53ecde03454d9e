import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout, sessionStore } from '../../shared/session/session-store.ts';
import { fakeFetch } from '../../shared/test/fake-fetch.ts';
import { AlertDialog } from '../../shared/ui/alert-dialog.tsx';
import { DepositScreen } from './deposit-screen.tsx';

const user = { id: 1, name: 'Demo', phone: '60', whatsapp_link: '', telegram_link: '', avaliable_spin: 3 };

const account = (bank_name: string, account_number: string, qr_image: string | null) => ({
  bank_name,
  holder: 'TOPUP ENTERPRISE',
  account_number,
  qr_image,
});

function preDeposit(
  accounts: { id: number | null; product_id: number; product_name: string }[],
  gateway = '1',
) {
  return {
    body: {
      code: 200,
      data: {
        payment_gateway: gateway,
        member_accounts: accounts.map((a) => ({
          ...a,
          username: a.id ? `user${a.id}` : null,
          password: a.id ? `pass${a.id}` : null,
        })),
        banks: {
          online: {
            name: 'Online Banking',
            type: 'Bank Transfer',
            image: '/b.svg',
            banks: [{ label: 'Maybank', value: 1, account: account('Maybank', '514011223344', null) }],
          },
          ewallet: {
            name: 'E-Wallet',
            type: 'E-Wallet',
            image: '/e.svg',
            banks: [
              { label: 'TNG', value: 4, account: account('TNG', '60123', null) },
              { label: 'DuitNow', value: 5, account: account('DuitNow', 'DN-1', '/qr.svg') },
            ],
          },
        },
        bonuses: [
          {
            label: '30% First Deposit',
            value: 1,
            terms: { amount: null, percent_bp: 3000, max_bonus: '500.00', turnover: 3 },
          },
        ],
      },
    },
  };
}

function renderScreen() {
  return render(
    <>
      <DepositScreen />
      <AlertDialog />
    </>,
  );
}

beforeEach(() => {
  sessionStore.set({ status: true, token: 'tok', user, transaction: null });
  window.history.replaceState(null, '', '/deposit');
});
afterEach(() => {
  logout();
  vi.unstubAllGlobals();
});

describe('deposit screen', () => {
  it('enables Top Up only after a successful balance check, sends the deposit and goes to the redirect after OK', async () => {
    const { calls } = fakeFetch({
      '/api/pre_deposit': () => preDeposit([{ id: 11, product_id: 1, product_name: 'Mega888' }]),
      '/api/pre_deposit/check_balance': () => ({ body: { status: true, balance: '12.50', message: '' } }),
      '/api/deposit': () => ({ body: { status: true, message: 'Deposit submitted.', redirect: '/' } }),
    });
    renderScreen();
    const game = await screen.findByLabelText('Game ID');
    const topUp = screen.getByRole('button', { name: 'Top Up' });
    expect(topUp).toBeDisabled();
    fireEvent.change(game, { target: { value: '1' } });
    expect(await screen.findByText('RM 12.50')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('user11');
    expect(screen.getByLabelText('Password')).toHaveValue('pass11');
    expect(topUp).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: '50' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('50');
    expect(screen.getByLabelText('Payment')).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /E-Wallet/ }));
    const payment = screen.getByLabelText('Payment');
    expect(
      within(payment)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Please select', 'TNG', 'DuitNow']);
    fireEvent.change(payment, { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Promotion'), { target: { value: '1' } });
    fireEvent.click(topUp);

    const dialog = await screen.findByRole('dialog', { name: 'Alert!' });
    expect(dialog).toHaveTextContent('Deposit submitted.');
    const sent = calls.find((c) => c.url === '/api/deposit');
    expect(sent?.body).toEqual({ token: 'tok', member_account_id: 11, amount: '50', bank: '4', bonus: '1' });
    expect(sent?.headers['Idempotency-Key']).toBeTruthy();
    expect(screen.getByLabelText('Amount')).toHaveValue('');
    expect(window.location.pathname).toBe('/deposit');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(window.location.pathname).toBe('/');
  });

  it('shows a failed deposit under "Error" with the server message', async () => {
    fakeFetch({
      '/api/pre_deposit': () => preDeposit([{ id: 11, product_id: 1, product_name: 'Mega888' }]),
      '/api/pre_deposit/check_balance': () => ({ body: { status: true, balance: '0.00', message: '' } }),
      '/api/deposit': () => ({ status: 422, body: { status: false, message: 'Bonus cannot be used.' } }),
    });
    renderScreen();
    fireEvent.change(await screen.findByLabelText('Game ID'), { target: { value: '1' } });
    await screen.findByText('RM 0.00');
    fireEvent.click(screen.getByRole('button', { name: 'Top Up' }));
    expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent('Bonus cannot be used.');
  });

  it('a failed balance check alerts the message and keeps Top Up disabled', async () => {
    fakeFetch({
      '/api/pre_deposit': () => preDeposit([{ id: 11, product_id: 1, product_name: 'Mega888' }]),
      '/api/pre_deposit/check_balance': () => ({
        status: 422,
        body: { status: false, message: 'Product in maintenance (please try again later).' },
      }),
    });
    renderScreen();
    fireEvent.change(await screen.findByLabelText('Game ID'), { target: { value: '1' } });
    expect(await screen.findByRole('dialog', { name: 'Alert!' })).toHaveTextContent('Product in maintenance');
    expect(screen.getByRole('button', { name: 'Top Up' })).toBeDisabled();
  });

  it('over the balance point the check fails: the balance shows, the limit is alerted, Top Up stays disabled', async () => {
    const message = 'Balance must be less than or equal to 10.00 to deposit.';
    fakeFetch({
      '/api/pre_deposit': () => preDeposit([{ id: 11, product_id: 1, product_name: 'Mega888' }]),
      '/api/pre_deposit/check_balance': () => ({ body: { status: false, balance: '12.50', message } }),
    });
    renderScreen();
    fireEvent.change(await screen.findByLabelText('Game ID'), { target: { value: '1' } });
    expect(await screen.findByRole('dialog', { name: 'Alert!' })).toHaveTextContent(message);
    expect(screen.getByTestId('deposit-balance')).toHaveTextContent('RM 12.50');
    expect(screen.getByRole('button', { name: 'Top Up' })).toBeDisabled();
  });

  it('offers Create Account for a product without an account, then reloads and selects the new one', async () => {
    let created = false;
    const { calls } = fakeFetch({
      '/api/pre_deposit': () =>
        preDeposit([{ id: created ? 21 : null, product_id: 2, product_name: 'Pussy888' }]),
      '/api/pre_deposit/create_account': () => {
        created = true;
        return { body: { status: true, message: 'Create member account success.' } };
      },
      '/api/pre_deposit/check_balance': () => ({ body: { status: true, balance: '0.00', message: '' } }),
    });
    renderScreen();
    fireEvent.change(await screen.findByLabelText('Game ID'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveValue('user21'));
    expect(calls.find((c) => c.url === '/api/pre_deposit/create_account')?.body).toEqual({
      token: 'tok',
      product_id: 2,
    });
    expect(await screen.findByText('RM 0.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Game ID')).toHaveValue('2');
  });

  it('payment gateway "0" shows "Please contact customer service!" and OK returns to /', async () => {
    fakeFetch({ '/api/pre_deposit': () => preDeposit([], '0') });
    renderScreen();
    const dialog = await screen.findByRole('dialog', { name: 'Alert!' });
    expect(dialog).toHaveTextContent('Please contact customer service!');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(window.location.pathname).toBe('/');
  });

  const readyScreen = async (deposit: () => { status?: number; body: object }) => {
    const fake = fakeFetch({
      '/api/pre_deposit': () => preDeposit([{ id: 11, product_id: 1, product_name: 'Mega888' }]),
      '/api/pre_deposit/check_balance': () => ({ body: { status: true, balance: '0.00', message: '' } }),
      '/api/deposit': deposit,
    });
    renderScreen();
    fireEvent.change(await screen.findByLabelText('Game ID'), { target: { value: '1' } });
    await screen.findByText('RM 0.00');
    return fake;
  };

  it('sends every typed amount to the server and shows its message: no browser check first', async () => {
    const message = 'The amount is invalid.';
    const { calls } = await readyScreen(() => ({ status: 422, body: { status: false, message } }));
    for (const typed of ['-5', '10.005', 'abc']) {
      fireEvent.input(screen.getByLabelText('Amount'), { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: 'Top Up' }));
      const dialog = await screen.findByRole('dialog', { name: 'Error' });
      expect(dialog).toHaveTextContent(message);
      fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
      expect(calls.filter((c) => c.url === '/api/deposit').at(-1)?.body).toMatchObject({ amount: typed });
    }
    expect(screen.getByLabelText('Amount').closest('form')).toHaveAttribute('novalidate');
  });

  it('shows where to pay for the chosen option: details to copy, or the QR code of a QR method', async () => {
    await readyScreen(() => ({ body: {} }));
    expect(screen.queryByRole('heading', { name: 'Where to pay' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Online Banking/ }));
    fireEvent.change(screen.getByLabelText('Payment'), { target: { value: '1' } });
    expect(screen.getByRole('heading', { name: 'Where to pay' })).toBeInTheDocument();
    expect(screen.getByLabelText('Bank')).toHaveValue('Maybank');
    expect(screen.getByLabelText('Account holder')).toHaveValue('TOPUP ENTERPRISE');
    expect(screen.getByLabelText('Account number')).toHaveValue('514011223344');
    expect(screen.getByRole('button', { name: 'Copy Account number' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /E-Wallet/ }));
    fireEvent.change(screen.getByLabelText('Payment'), { target: { value: '5' } });
    expect(screen.getByRole('img', { name: 'DuitNow' })).toHaveAttribute('src', '/qr.svg');
    expect(screen.queryByLabelText('Account number')).not.toBeInTheDocument();
  });

  it('says in one line what a disabled Top Up waits for, and sums up the payment above it', async () => {
    fakeFetch({
      '/api/pre_deposit': () => preDeposit([{ id: 11, product_id: 1, product_name: 'Mega888' }]),
      '/api/pre_deposit/check_balance': () => ({ body: { status: true, balance: '0.00', message: '' } }),
    });
    renderScreen();
    await screen.findByLabelText('Game ID');
    expect(screen.getByRole('button', { name: 'Top Up' })).toHaveAccessibleDescription(
      'Choose your Game ID to continue.',
    );
    fireEvent.change(screen.getByLabelText('Game ID'), { target: { value: '1' } });
    await screen.findByText('RM 0.00');
    expect(screen.getByRole('button', { name: 'Top Up' })).not.toHaveAccessibleDescription();
    fireEvent.click(screen.getByRole('button', { name: '200' }));
    expect(screen.getByTestId('payment-summary')).toHaveTextContent('Pay RM 200.00');
    fireEvent.change(screen.getByLabelText('Promotion'), { target: { value: '1' } });
    expect(screen.getByTestId('payment-summary')).toHaveTextContent(
      'Pay RM 200.00 · bonus RM 60.00 · turnover x3',
    );
  });

  it('chooses the bonus a promotion named in the address', async () => {
    window.history.replaceState(null, '', '/deposit?bonus=1');
    fakeFetch({ '/api/pre_deposit': () => preDeposit([]) });
    renderScreen();
    await waitFor(() => expect(screen.getByLabelText('Promotion')).toHaveValue('1'));
  });

  it('the alert after a deposit leads to the history', async () => {
    await readyScreen(() => ({ body: { status: true, message: 'Deposit submitted.', redirect: '/' } }));
    fireEvent.click(screen.getByRole('button', { name: '50' }));
    fireEvent.click(screen.getByRole('button', { name: 'Top Up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alert!' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'View history' }));
    expect(window.location.pathname).toBe('/history');
  });
});
