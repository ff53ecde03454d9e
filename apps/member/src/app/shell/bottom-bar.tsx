import type { Theme } from '@topup/contracts/page-data.ts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { openExternal } from '../../shared/links/open-external.ts';
import { pageData } from '../../shared/page-data/page-data.ts';
import { Link } from '../../shared/router/link.tsx';
import { usePath } from '../../shared/router/router.ts';
import { Icon } from '../../shared/ui/icons.tsx';

/** DarkGold has Channel and Chat; Purple has Deposit, Reward, Promo, Spin and a centre home. */
export function BottomBar({ theme }: { theme: Theme }) {
  const { t } = useTranslation();
  const path = usePath();
  const data = pageData();
  if (theme === 'DarkGold') {
    return (
      <nav className="bottom-bar bottom-bar-gold" aria-label={t('shell.mainNavigation')}>
        <button type="button" onClick={() => openExternal(data.telegram_link)}>
          <Icon.send />
          <span>{t('shell.channel')}</span>
        </button>
        <button type="button" onClick={() => openExternal(data.whatsapp_link)}>
          <Icon.chat />
          <span>{t('shell.chat')}</span>
        </button>
      </nav>
    );
  }
  const item = (to: string, label: string, icon: ReactNode) => (
    <Link to={to} aria-current={path === to ? 'page' : undefined}>
      {icon}
      <span>{label}</span>
    </Link>
  );
  return (
    <nav className="bottom-bar bottom-bar-purple" aria-label={t('shell.mainNavigation')}>
      {item('/deposit', t('shell.deposit'), <Icon.wallet />)}
      {item('/reward', t('shell.reward'), <Icon.gift />)}
      <Link
        to="/"
        className="bottom-bar-home"
        aria-label={t('shell.home')}
        aria-current={path === '/' ? 'page' : undefined}
      >
        <Icon.home width={28} height={28} />
      </Link>
      {item('/promotions', t('shell.promo'), <Icon.tag />)}
      {item('/fortune-spin', t('shell.spin'), <Icon.wheel />)}
    </nav>
  );
}
