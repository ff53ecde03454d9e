import type { Promotion } from '@topup/contracts/member-api.ts';
import type { ReactNode } from 'react';
import { currentLanguage } from '../i18n/i18n.ts';
import './promotion-card.css';

/** A promotion's image, name and description in the current language, with the caller's buttons. */
export function PromotionCard({ promotion, children }: { promotion: Promotion; children: ReactNode }) {
  const lang = currentLanguage();
  const name = promotion.name[lang] || promotion.name.en;
  return (
    <article className="promo-card" aria-label={name}>
      <img src={promotion.image[lang] || promotion.image.en} alt="" width={360} height={240} loading="lazy" />
      <div className="promo-card-body">
        <h2 className="promo-card-name">{name}</h2>
        <p className="promo-card-text">{promotion.description[lang] || promotion.description.en}</p>
        <div className="promo-card-actions">{children}</div>
      </div>
    </article>
  );
}
