import { LOCALES, type Locale } from '@topup/contracts/locales.ts';
import { useEffect, useRef, useState } from 'react';
import { changeLanguage, currentLanguage, useTranslation } from '../../shared/i18n/i18n.ts';
import { Icon } from '../../shared/ui/icons.tsx';

const SHORT: Record<Locale, string> = { en: 'EN', bm: 'BM', cn: '中文' };

/** The languages en / bm / cn; a choice switches the interface, is saved under `lang` and closes the picker. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const active = currentLanguage();

  useEffect(() => {
    if (!open) return;
    const onDown = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const choose = (language: Locale) => {
    changeLanguage(language);
    setOpen(false);
  };

  return (
    <div className="lang-picker" ref={root}>
      <button
        type="button"
        className="lang-toggle"
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={t('shell.language')}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon.globe width={18} height={18} />
        <span>{SHORT[active]}</span>
      </button>
      {open && (
        <ul className="lang-menu" aria-label={t('shell.language')}>
          {LOCALES.map((language) => (
            <li key={language}>
              <button
                type="button"
                lang={language === 'bm' ? 'ms' : language === 'cn' ? 'zh' : 'en'}
                aria-current={language === active}
                className={language === active ? 'is-active' : ''}
                onClick={() => choose(language)}
              >
                {t(`languages.${language}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
