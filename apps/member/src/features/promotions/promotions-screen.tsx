import type { Promotion } from '@topup/contracts/member-api.ts';
import DOMPurify from 'dompurify';
import { useState } from 'react';
import { currentLanguage, useTranslation } from '../../shared/i18n/i18n.ts';
import { openExternal } from '../../shared/links/open-external.ts';
import { navigate } from '../../shared/router/router.ts';
import { globalLoading, globalStore } from '../../shared/session/session-store.ts';
import { Modal } from '../../shared/ui/modal.tsx';
import { PromotionCard } from '../../shared/ui/promotion-card.tsx';
import './promotions.css';
import { Screen } from '../../shared/ui/screen.tsx';

/** Promotions: two-column cards, Read More with sanitised HTML, Apply Now. */
export function PromotionsScreen() {
  const { t } = useTranslation();
  const { promotions } = globalStore.use();
  const loading = globalLoading.use();
  const [reading, setReading] = useState<Promotion | null>(null);
  const lang = currentLanguage();

  const apply = (promotion: Promotion) => {
    if (promotion.link) openExternal(promotion.link);
    else navigate(promotion.bonus_id ? `/deposit?bonus=${promotion.bonus_id}` : '/deposit');
  };

  return (
    <Screen name="promotions" title={t('promotions.title')}>
      {promotions.length === 0 && !loading && <p className="empty-state">{t('promotions.empty')}</p>}
      <div className="promo-grid">
        {promotions.map((promotion) => (
          <PromotionCard key={promotion.id} promotion={promotion}>
            <button type="button" className="btn btn-ghost" onClick={() => setReading(promotion)}>
              {t('promotions.readMore')}
            </button>
            <button type="button" className="btn" onClick={() => apply(promotion)}>
              {t('promotions.applyNow')}
            </button>
          </PromotionCard>
        ))}
      </div>
      <Modal open={reading !== null} onClose={() => setReading(null)} labelledBy="promotion-title">
        {reading && (
          <>
            <h2 id="promotion-title" className="modal-header">
              {reading.name[lang] || reading.name.en}
            </h2>
            <div
              className="promotion-content"
              data-testid="promotion-content"
              // Staff-written HTML: sanitised on save by the server and again here.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify
              dangerouslySetInnerHTML={{
                __html: DOMPurify.sanitize(reading.content[lang] || reading.content.en),
              }}
            />
            <div className="modal-actions">
              <button type="button" className="btn" onClick={() => setReading(null)}>
                {t('common.confirm')}
              </button>
            </div>
          </>
        )}
      </Modal>
    </Screen>
  );
}
