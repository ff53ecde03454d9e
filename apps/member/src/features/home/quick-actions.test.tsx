import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageDataForTest } from '../../shared/page-data/page-data.ts';
import { logout, sessionStore } from '../../shared/session/session-store.ts';
import { demoPageData } from '../../shared/test/demo-page-data.ts';
import { AlertDialog } from '../../shared/ui/alert-dialog.tsx';
import { QuickActions } from './quick-actions.tsx';

const user = { id: 1, name: 'Demo', phone: '60', whatsapp_link: '', telegram_link: '', avaliable_spin: 3 };

beforeEach(() => {
  setPageDataForTest(demoPageData());
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  setPageDataForTest(null);
  logout();
  vi.restoreAllMocks();
});

describe('quick actions login check', () => {
  it('a member goes to each route', () => {
    sessionStore.set({ status: true, token: 't', user, transaction: null });
    render(<QuickActions />);
    const targets: Record<string, string> = {
      DEPOSIT: '/deposit',
      REWARD: '/reward',
      PROMOTIONS: '/promotions',
      'FORTUNE SPIN': '/fortune-spin',
    };
    for (const [label, path] of Object.entries(targets)) {
      fireEvent.click(screen.getByRole('button', { name: label }));
      expect(window.location.pathname).toBe(path);
    }
  });

  it('a visitor gets "Alert" / "Please contact our customer services." with Channel and Chat', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(
      <>
        <QuickActions />
        <AlertDialog />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'DEPOSIT' }));
    const dialog = screen.getByRole('dialog', { name: 'Alert' });
    expect(dialog).toHaveTextContent('Please contact our customer services.');
    expect(window.location.pathname).toBe('/');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Chat' }));
    expect(open).toHaveBeenCalledWith('https://wa.me/60123', '_blank', 'noopener,noreferrer');
  });
});
