import { useTranslation } from '../../shared/i18n/i18n.ts';
import { openExternal } from '../../shared/links/open-external.ts';
import { pageData } from '../../shared/page-data/page-data.ts';
import { navigate } from '../../shared/router/router.ts';
import { sessionStore } from '../../shared/session/session-store.ts';
import { openAlert } from '../../shared/ui/alert-store.ts';
import { Icon } from '../../shared/ui/icons.tsx';

const ACTIONS = [
  { to: '/deposit', label: 'home.quickDeposit', icon: Icon.wallet },
  { to: '/reward', label: 'home.quickReward', icon: Icon.gift },
  { to: '/promotions', label: 'home.quickPromotions', icon: Icon.tag },
  { to: '/fortune-spin', label: 'home.quickFortuneSpin', icon: Icon.wheel },
] as const;

/** Each button checks login; a visitor gets 'Alert' with Channel and Chat instead. */
export function QuickActions() {
  const { t } = useTranslation();
  const go = (to: string) => {
    if (sessionStore.get().status) return navigate(to);
    const data = pageData();
    openAlert(t('messages.contactOurCustomerServices'), {
      title: 'common.alert',
      buttons: [
        { label: 'shell.channel', action: () => openExternal(data.telegram_link) },
        { label: 'shell.chat', action: () => openExternal(data.whatsapp_link) },
      ],
    });
  };
  return (
    <nav className="quick-actions" aria-label={t('shell.mainNavigation')}>
      {ACTIONS.map(({ to, label, icon: ActionIcon }) => (
        <button key={to} type="button" className="quick-action" onClick={() => go(to)}>
          <span className="quick-action-icon">
            <ActionIcon width={26} height={26} />
          </span>
          <span>{t(label)}</span>
        </button>
      ))}
    </nav>
  );
}
