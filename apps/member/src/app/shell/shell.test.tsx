import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageDataForTest } from '../../shared/page-data/page-data.ts';
import { logout, sessionStore } from '../../shared/session/session-store.ts';
import { demoPageData } from '../../shared/test/demo-page-data.ts';
import { alertStore, openAlert } from '../../shared/ui/alert-store.ts';
import { PullToRefresh } from './pull-to-refresh.tsx';
import { Shell } from './shell.tsx';

beforeEach(() => {
  setPageDataForTest(demoPageData());
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  setPageDataForTest(null);
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('top bar', () => {
  it('switches language from the picker, saves it under lang and closes the picker', () => {
    render(<Shell theme="DarkGold">page</Shell>);
    expect(screen.getByRole('button', { name: 'Channel' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bahasa Malaysia' }));
    expect(localStorage.getItem('lang')).toBe('bm');
    expect(screen.getByRole('button', { name: 'Saluran' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'English' })).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ms');
  });

  it('has a centred logo leading to /', () => {
    render(<Shell theme="DarkGold">page</Shell>);
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it('leads a signed-in member to their history; a visitor has no such button', () => {
    const { unmount } = render(<Shell theme="Purple">page</Shell>);
    expect(screen.queryByRole('link', { name: 'History' })).not.toBeInTheDocument();
    unmount();
    sessionStore.set({ status: true, token: 'tok', user: null, transaction: null });
    render(<Shell theme="Purple">page</Shell>);
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('href', '/history');
    logout();
  });
});

describe('bottom bar', () => {
  it('DarkGold: Channel and Chat open their links in a new window', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<Shell theme="DarkGold">page</Shell>);
    fireEvent.click(screen.getByRole('button', { name: 'Channel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Chat' }));
    expect(open.mock.calls.map((c) => [c[0], c[1]])).toEqual([
      ['https://t.me/channel', '_blank'],
      ['https://wa.me/60123', '_blank'],
    ]);
    expect(screen.queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
  });

  it('Purple: Deposit, Reward, Promo, Spin, centre home, CS icons and the ticker', () => {
    render(<Shell theme="Purple">page</Shell>);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent || a.getAttribute('aria-label'), a.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Deposit', '/deposit'],
      ['Reward', '/reward'],
      ['Home', '/'],
      ['Promo', '/promotions'],
      ['Spin', '/fortune-spin'],
    ]);
    expect(screen.getByRole('button', { name: 'Customer service channel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Customer service chat' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Announcements' })).toHaveTextContent('Hello members');
  });

  it('a placeholder link shows "Please contact customer service!" and OK returns to /', () => {
    setPageDataForTest(demoPageData({ whatsapp_link: 'https://www.google.com' }));
    window.history.replaceState(null, '', '/deposit');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<Shell theme="DarkGold">page</Shell>);
    fireEvent.click(screen.getByRole('button', { name: 'Chat' }));
    expect(open).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: 'Alert!' });
    expect(dialog).toHaveTextContent('Please contact customer service!');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(window.location.pathname).toBe('/');
  });
});

describe('floating buttons', () => {
  it('open a modal with the image of the current language; the icon and the button close it', () => {
    localStorage.setItem('lang', 'cn');
    render(<Shell theme="DarkGold">page</Shell>);
    fireEvent.click(screen.getByRole('button', { name: 'Rescue Bonus' }));
    let dialog = screen.getByRole('dialog', { name: 'Rescue Bonus' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/m/rescue-en.svg');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    fireEvent.click(screen.getByRole('button', { name: '中文' }));
    fireEvent.click(screen.getByRole('button', { name: '幸运转盘' }));
    dialog = screen.getByRole('dialog', { name: '幸运转盘' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/m/spin-cn.svg');
    fireEvent.click(within(dialog).getByRole('button', { name: '请联系客服' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has a floating home button', () => {
    render(<Shell theme="DarkGold">page</Shell>);
    expect(screen.getAllByRole('link', { name: 'Home' }).some((a) => a.getAttribute('href') === '/')).toBe(
      true,
    );
  });
});

describe('alert dialog', () => {
  it('reads "Alert!" and dismissal resets it to closed with an empty message', () => {
    render(<Shell theme="DarkGold">page</Shell>);
    act(() => openAlert('Something to say'));
    const dialog = screen.getByRole('dialog', { name: 'Alert!' });
    expect(dialog).toHaveTextContent('Something to say');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(alertStore.get()).toEqual({ status: 'closed', message: '' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('pull to refresh', () => {
  it('shows "Pull to refresh", then "Refreshing..." and reloads after 1000 ms', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const { container } = render(<PullToRefresh reload={reload}>content</PullToRefresh>);
    const area = container.firstElementChild as HTMLElement;
    fireEvent.touchStart(area, { touches: [{ clientY: 10 }] });
    fireEvent.touchMove(area, { touches: [{ clientY: 120 }] });
    expect(screen.getByText('Pull to refresh')).toBeInTheDocument();
    fireEvent.touchEnd(area);
    expect(screen.getByText('Refreshing...')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(999));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('a short pull does not reload', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const { container } = render(<PullToRefresh reload={reload}>content</PullToRefresh>);
    const area = container.firstElementChild as HTMLElement;
    fireEvent.touchStart(area, { touches: [{ clientY: 10 }] });
    fireEvent.touchMove(area, { touches: [{ clientY: 30 }] });
    fireEvent.touchEnd(area);
    act(() => vi.advanceTimersByTime(2000));
    expect(reload).not.toHaveBeenCalled();
  });
});
