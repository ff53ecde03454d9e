import { useState } from 'react';
import type { LandingRequest } from '../../shared/api/member-calls.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Screen } from '../../shared/ui/screen.tsx';
import { LANDING_BANKS } from './landing-banks.ts';

type Props = { withBank: boolean; busy: boolean; onSubmit: (lead: LandingRequest) => void };

/** Step 1: mobile behind a fixed +60, name; DarkGold also asks bank and account. No client validation. */
export function LandingForm({ withBank, busy, onSubmit }: Props) {
  const { t } = useTranslation();
  const [mobile, setMobile] = useState('');
  const [name, setName] = useState('');
  const [bank, setBank] = useState('');
  const [account, setAccount] = useState('');
  return (
    <Screen name="landing" className="landing" title={t('landing.title')}>
      <p className="landing-text">{t('landing.intro')}</p>
      <form
        className="card form-card"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit({
            mobile: `60${mobile
              .trim()
              .replace(/^\+?60/, '')
              .replace(/^0/, '')}`,
            name: name.trim(),
            bank: withBank ? bank || null : null,
            account: withBank ? account.trim() || null : null,
          });
        }}
      >
        <div className="field">
          <label className="field-label" htmlFor="landing-mobile">
            {t('landing.mobile')}
          </label>
          <div className="prefixed">
            <span className="prefix" aria-hidden="true">
              +60
            </span>
            <input
              id="landing-mobile"
              className="input"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              aria-describedby="landing-mobile-prefix"
              value={mobile}
              onInput={(event) => setMobile(event.currentTarget.value)}
            />
            <span id="landing-mobile-prefix" className="visually-hidden">
              +60
            </span>
          </div>
        </div>
        <div className="field">
          <label className="field-label" htmlFor="landing-name">
            {t('landing.name')}
          </label>
          <input
            id="landing-name"
            className="input"
            autoComplete="name"
            value={name}
            onInput={(event) => setName(event.currentTarget.value)}
          />
        </div>
        {withBank && (
          <>
            <div className="field">
              <label className="field-label" htmlFor="landing-bank">
                {t('landing.bank')}
              </label>
              <select
                id="landing-bank"
                className="input"
                value={bank}
                onChange={(event) => setBank(event.currentTarget.value)}
              >
                <option value="">{t('common.pleaseSelect')}</option>
                {LANDING_BANKS.map((item) => (
                  <option key={item} value={item}>
                    {item}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label className="field-label" htmlFor="landing-account">
                {t('landing.account')}
              </label>
              <input
                id="landing-account"
                className="input"
                inputMode="numeric"
                value={account}
                onInput={(event) => setAccount(event.currentTarget.value)}
              />
            </div>
          </>
        )}
        <button type="submit" className="btn btn-block" disabled={busy}>
          {t('landing.submit')}
        </button>
      </form>
    </Screen>
  );
}
