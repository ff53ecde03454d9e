import { useTranslation } from '../../shared/i18n/i18n.ts';
import { pageData } from '../../shared/page-data/page-data.ts';
import { Link } from '../../shared/router/link.tsx';
import { sessionStore } from '../../shared/session/session-store.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import { LanguagePicker } from './language-picker.tsx';

/**
 * Centred logo leading to /, language picker at the side; a signed-in member also finds their
 * history here, since the bottom bars and quick actions keep exactly their own items.
 */
export function TopBar() {
  const { t } = useTranslation();
  const signedIn = sessionStore.use().status;
  return (
    <header className="top-bar">
      <span className="top-bar-side">
        {signedIn && (
          <Link to="/history" className="top-bar-history" aria-label={t('history.open')}>
            <Icon.receipt />
          </Link>
        )}
      </span>
      <Link to="/" className="top-bar-logo" aria-label={t('shell.logo')}>
        <img src={pageData().logo} alt="" width={150} height={40} />
      </Link>
      <span className="top-bar-side top-bar-end">
        <LanguagePicker />
      </span>
    </header>
  );
}
