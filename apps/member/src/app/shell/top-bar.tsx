import { useTranslation } from '../../shared/i18n/i18n.ts';
import { pageData } from '../../shared/page-data/page-data.ts';
import { Link } from '../../shared/router/link.tsx';
import { LanguagePicker } from './language-picker.tsx';

/** Centred logo leading to /, language picker at the side. */
export function TopBar() {
  const { t } = useTranslation();
  return (
    <header className="top-bar">
      <span className="top-bar-side" />
      <Link to="/" className="top-bar-logo" aria-label={t('shell.logo')}>
        <img src={pageData().logo} alt="" width={150} height={40} />
      </Link>
      <span className="top-bar-side top-bar-end">
        <LanguagePicker />
      </span>
    </header>
  );
}
