import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageDataForTest } from '../../shared/page-data/page-data.ts';
import { globalStore } from '../../shared/session/session-store.ts';
import { demoPageData } from '../../shared/test/demo-page-data.ts';
import { fakeFetch } from '../../shared/test/fake-fetch.ts';
import { AlertDialog } from '../../shared/ui/alert-dialog.tsx';
import { LandingScreen } from './landing-screen.tsx';

const text = (en: string) => ({ en, bm: en, cn: en });

function renderScreen(theme: 'DarkGold' | 'Purple') {
  return render(
    <>
      <LandingScreen theme={theme} />
      <AlertDialog />
    </>,
  );
}

function fillForm(withBank: boolean) {
  fireEvent.input(screen.getByLabelText('Mobile Number'), { target: { value: '0123456789' } });
  fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Ali' } });
  if (withBank) {
    fireEvent.change(screen.getByLabelText('Bank'), { target: { value: 'Maybank' } });
    fireEvent.input(screen.getByLabelText('Account Number'), { target: { value: '5566' } });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

beforeEach(() => {
  setPageDataForTest(demoPageData());
  globalStore.set({
    fortune_spin: { enabled: 1, segments: [] },
    promotions: [
      {
        id: 1,
        name: text('Daily Reload'),
        description: text('10%'),
        image: text('/p.svg'),
        content: text(''),
        link: null,
        bonus_id: null,
      },
    ],
  });
});
afterEach(() => {
  setPageDataForTest(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('landing page', () => {
  it('DarkGold step 2: sends +60 mobile, bank and account; the chat link carries status, phone, bank, account, name', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { calls } = fakeFetch({
      '/api/landing_page': () => ({
        body: { status: true, data: { status: true, message: 'Won', step: 2 } },
      }),
    });
    renderScreen('DarkGold');
    expect(screen.getByText('+60', { selector: '.prefix' })).toBeInTheDocument();
    fillForm(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Claim Now' }));
    expect(calls[0]?.body).toEqual({ mobile: '60123456789', name: 'Ali', bank: 'Maybank', account: '5566' });
    const link = String(open.mock.calls[0]?.[0]);
    expect(link.startsWith('https://wa.me/60123?text=')).toBe(true);
    expect(decodeURIComponent(link.split('text=')[1] ?? '')).toBe(
      'Status: Won\nPhone: +60123456789\nBank: Maybank\nAccount: 5566\nName: Ali',
    );
  });

  it('Purple has no bank fields; step 3 says sorry and Apply opens chat with the bonus name', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { calls } = fakeFetch({
      '/api/landing_page': () => ({
        body: {
          status: true,
          data: { status: false, message: 'Sorry, you did not win any prizes.', step: 3 },
        },
      }),
    });
    renderScreen('Purple');
    expect(screen.queryByLabelText('Bank')).not.toBeInTheDocument();
    fillForm(false);
    expect(await screen.findByText('Sorry, you did not win any prizes.')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ mobile: '60123456789', name: 'Ali', bank: null, account: null });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(decodeURIComponent(String(open.mock.calls[0]?.[0]))).toContain('Daily Reload');
  });

  it('step 3 shows the promotions the server chose for this campaign instead of the global ones', async () => {
    const chosen = {
      id: 7,
      name: text('Weekend Cashback'),
      description: text('5%'),
      image: text('/c.svg'),
      content: text(''),
      link: null,
    };
    fakeFetch({
      '/api/landing_page': () => ({
        body: { status: true, data: { status: false, message: 'Lost', step: 3, promotions: [chosen] } },
      }),
    });
    renderScreen('Purple');
    fillForm(false);
    expect(await screen.findByText('Weekend Cashback')).toBeInTheDocument();
    expect(screen.queryByText('Daily Reload')).not.toBeInTheDocument();
  });

  it('a refused form shows "Error" with the server message', async () => {
    fakeFetch({
      '/api/landing_page': () => ({
        status: 422,
        body: { status: false, message: 'Invalid request. Please try again.' },
      }),
    });
    renderScreen('Purple');
    fillForm(false);
    expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent('Invalid request');
    expect(screen.getByRole('heading', { name: 'Claim Your Prize' })).toBeInTheDocument();
  });
});
