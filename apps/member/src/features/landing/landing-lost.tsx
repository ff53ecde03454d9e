import type { Promotion } from '@topup/contracts/member-api.ts';
import { currentLanguage, useTranslation } from '../../shared/i18n/i18n.ts';
import { openExternal, withChatText } from '../../shared/links/open-external.ts';
import { globalStore } from '../../shared/session/session-store.ts';
import { PromotionCard } from '../../shared/ui/promotion-card.tsx';
import { Screen } from '../../shared/ui/screen.tsx';

/**
 * Step 3: 'Sorry, you did not win any prizes.' and promotion cards whose Apply opens chat with the
 * bonus name: those the server chose for this campaign, or every promotion of the global data.
 */
export function LandingLost({ contact, chosen }: { contact: string; chosen?: Promotion[] }) {
  const { t } = useTranslation();
  const global = globalStore.use();
  const promotions = chosen ?? global.promotions;
  const lang = currentLanguage();
  return (
    <Screen name="landing-lost" className="landing landing-lost" title={t('landing.unsuccessful')}>
      <p className="landing-text landing-sorry">{t('landing.sorry')}</p>
      {promotions.length > 0 && <p className="landing-text">{t('landing.tryPromotions')}</p>}
      <div className="promo-grid">
        {promotions.map((promotion) => {
          const name = promotion.name[lang] || promotion.name.en;
          return (
            <PromotionCard key={promotion.id} promotion={promotion}>
              <button
                type="button"
                className="btn"
                onClick={() => openExternal(withChatText(contact, `${t('landing.chatBonus')}: ${name}`))}
              >
                {t('landing.apply')}
              </button>
            </PromotionCard>
          );
        })}
      </div>
    </Screen>
  );
}
