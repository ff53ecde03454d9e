import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n.ts';
import { globalStore } from '../../shared/session/session-store.ts';
import { PromotionsScreen } from './promotions-screen.tsx';

const text = (en: string) => ({ en, bm: `${en} (bm)`, cn: `${en} (cn)` });
const promotion = (id: number, link: string | null, bonus_id: number | null = null) => ({
  id,
  name: text(`Promo ${id}`),
  description: text(`About ${id}`),
  image: text(`/p${id}.svg`),
  content: text(`<h3>Terms ${id}</h3><img src=x onerror="alert(1)"><script>alert(2)</script>`),
  link,
  bonus_id,
});

beforeEach(() => {
  window.history.replaceState(null, '', '/promotions');
  globalStore.set({
    fortune_spin: { enabled: 1, segments: [] },
    promotions: [promotion(1, null), promotion(2, 'https://wa.me/601?text=promo'), promotion(3, null, 7)],
  });
});
afterEach(() => {
  globalStore.set({ fortune_spin: { enabled: 0, segments: [] }, promotions: [] });
  vi.restoreAllMocks();
});

describe('promotions screen', () => {
  it('shows cards in the current language', () => {
    changeLanguage('bm');
    render(<PromotionsScreen />);
    expect(screen.getByRole('article', { name: 'Promo 1 (bm)' })).toHaveTextContent('About 1 (bm)');
  });

  it('Read More shows sanitised HTML content and Confirm closes it', () => {
    render(<PromotionsScreen />);
    const card = screen.getByRole('article', { name: 'Promo 1' });
    fireEvent.click(within(card).getByRole('button', { name: 'Read More' }));
    const content = screen.getByTestId('promotion-content');
    expect(content.querySelector('h3')).toHaveTextContent('Terms 1');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('img')?.getAttribute('onerror')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByTestId('promotion-content')).not.toBeInTheDocument();
  });

  it('Apply Now goes to /deposit, or opens the card link', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<PromotionsScreen />);
    fireEvent.click(
      within(screen.getByRole('article', { name: 'Promo 2' })).getByRole('button', { name: 'Apply Now' }),
    );
    expect(open).toHaveBeenCalledWith('https://wa.me/601?text=promo', '_blank', 'noopener,noreferrer');
    fireEvent.click(
      within(screen.getByRole('article', { name: 'Promo 1' })).getByRole('button', { name: 'Apply Now' }),
    );
    expect(window.location.pathname).toBe('/deposit');
  });

  it('Apply Now on a promotion tied to a bonus opens Deposit with that bonus named', () => {
    render(<PromotionsScreen />);
    fireEvent.click(
      within(screen.getByRole('article', { name: 'Promo 3' })).getByRole('button', { name: 'Apply Now' }),
    );
    expect(window.location.pathname + window.location.search).toBe('/deposit?bonus=7');
  });
});
