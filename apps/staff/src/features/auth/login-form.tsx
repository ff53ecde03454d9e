import { LOCALES, type Locale, toLocale } from '@topup/contracts/locales.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { changeLocale } from '../../shared/i18n/i18n.ts';
import './login-form.css';
import { signIn } from './api.ts';

const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', bm: 'Bahasa Malaysia', cn: '中文' };

type Props = {
  /** Why the operator is here, shown above the form. */
  loginRequired?: boolean;
  onSignedIn: () => Promise<void> | void;
};

/**
 * The login form in plain HTML and CSS: the first page an operator opens loads React and the
 * texts, not the component library (docs/performance.md, staff login).
 */
export function LoginForm({ loginRequired, onSignedIn }: Props) {
  const { t, i18n } = useTranslation();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!username) return setError(t('login.usernameRequired'));
    if (!password) return setError(t('login.passwordRequired'));
    setBusy(true);
    setError(undefined);
    try {
      await signIn({ username, password });
      await onSignedIn();
    } catch (caught) {
      setError(errorText(caught, t('errors.generic')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="login">
      <form className="login__card" onSubmit={submit} noValidate>
        <h1 className="login__title">{t('login.title')}</h1>
        {error ? (
          <p className="login__notice login__notice--error" role="alert">
            {error}
          </p>
        ) : (
          loginRequired && (
            <p className="login__notice login__notice--warning" role="status">
              {t('login.loginRequired')}
            </p>
          )
        )}
        <label className="login__label" htmlFor="username">
          {t('common.username')}
        </label>
        {/* biome-ignore lint/a11y/noAutofocus: the login form is the whole page; focus belongs in it */}
        <input className="login__input" id="username" name="username" autoComplete="username" autoFocus />
        <label className="login__label" htmlFor="password">
          {t('common.password')}
        </label>
        <input
          className="login__input"
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
        />
        <button className="login__submit" type="submit" disabled={busy} aria-busy={busy}>
          {t('login.submit')}
        </button>
        <select
          className="login__language"
          aria-label={t('header.language')}
          value={toLocale(i18n.language)}
          onChange={(event) => void changeLocale(event.target.value as Locale)}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {LANGUAGE_NAMES[locale]}
            </option>
          ))}
        </select>
      </form>
    </main>
  );
}
