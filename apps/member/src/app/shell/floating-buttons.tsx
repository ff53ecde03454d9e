import type { Theme } from '@topup/contracts/page-data.ts';
import { useState } from 'react';
import { currentLanguage, useTranslation } from '../../shared/i18n/i18n.ts';
import { openExternal } from '../../shared/links/open-external.ts';
import { pageData } from '../../shared/page-data/page-data.ts';
import { Link } from '../../shared/router/link.tsx';
import { Icon } from '../../shared/ui/icons.tsx';
import { Modal } from '../../shared/ui/modal.tsx';

type Which = 'rescue_bonus' | 'fortune_spin';

/**
 * Rescue-bonus and fortune-spin buttons, each opening a modal with the image for the
 * current language; a floating home button; in Purple also the customer-service icons.
 */
export function FloatingButtons({ theme }: { theme: Theme }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Which | null>(null);
  const data = pageData();
  const lang = currentLanguage();
  const title = open === 'rescue_bonus' ? t('shell.rescueBonus') : t('shell.fortuneSpin');
  const image = open ? data.modal_images[open][lang] || data.modal_images[open].en : '';

  return (
    <>
      <div className="floating floating-promos">
        <button type="button" className="floating-btn" onClick={() => setOpen('rescue_bonus')}>
          <Icon.lifebuoy />
          <span>{t('shell.rescueBonus')}</span>
        </button>
        <button type="button" className="floating-btn" onClick={() => setOpen('fortune_spin')}>
          <Icon.wheel />
          <span>{t('shell.fortuneSpin')}</span>
        </button>
      </div>
      <div className="floating floating-nav">
        {theme === 'Purple' && (
          <>
            <button
              type="button"
              className="floating-round"
              aria-label={t('shell.customerServiceChannel')}
              onClick={() => openExternal(data.telegram_link)}
            >
              <Icon.send />
            </button>
            <button
              type="button"
              className="floating-round"
              aria-label={t('shell.customerServiceChat')}
              onClick={() => openExternal(data.whatsapp_link)}
            >
              <Icon.chat />
            </button>
          </>
        )}
        <Link to="/" className="floating-round floating-home" aria-label={t('shell.home')}>
          <Icon.home />
        </Link>
      </div>
      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        labelledBy="promo-modal-title"
        className="promo-modal"
      >
        <h2 id="promo-modal-title" className="visually-hidden">
          {title}
        </h2>
        <button
          type="button"
          className="modal-close"
          aria-label={t('common.close')}
          onClick={() => setOpen(null)}
        >
          ×
        </button>
        {image && <img src={image} alt={title} className="promo-modal-image" />}
        <div className="modal-actions promo-modal-actions">
          <button type="button" className="btn" onClick={() => setOpen(null)}>
            {t('shell.contactCustomerService')}
          </button>
        </div>
      </Modal>
    </>
  );
}
