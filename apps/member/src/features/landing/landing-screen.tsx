import type { Promotion } from '@topup/contracts/member-api.ts';
import type { Theme } from '@topup/contracts/page-data.ts';
import { useState } from 'react';
import { type LandingRequest, memberCalls } from '../../shared/api/member-calls.ts';
import { openExternal, withChatText } from '../../shared/links/open-external.ts';
import { pageData } from '../../shared/page-data/page-data.ts';
import { openAlert } from '../../shared/ui/alert-store.ts';
import { LoadingIndicator, useLoading } from '../../shared/ui/loading.tsx';
import { LandingForm } from './landing-form.tsx';
import { LandingLost } from './landing-lost.tsx';
import './landing.css';
import { t, useTranslation } from '../../shared/i18n/i18n.ts';

/** Landing steps: the form, then won (2) or lost (3) as the server says. */
export type LandingStep =
  | { step: 1 }
  | { step: 2; lead: LandingRequest }
  | { step: 3; lead: LandingRequest; promotions?: Promotion[] };

/** The step-2 chat message carries status, phone, bank, account and name. */
export function wonChatText(lead: LandingRequest): string {
  return [
    `${t('landing.chatStatus')}: ${t('landing.chatStatusWon')}`,
    `${t('landing.chatPhone')}: +${lead.mobile}`,
    `${t('landing.chatBank')}: ${lead.bank ?? '-'}`,
    `${t('landing.chatAccount')}: ${lead.account ?? '-'}`,
    `${t('landing.chatName')}: ${lead.name}`,
  ].join('\n');
}

export function LandingScreen({ theme }: { theme: Theme }) {
  const { t } = useTranslation();
  const { loading, track } = useLoading();
  const [state, setState] = useState<LandingStep>({ step: 1 });
  const [busy, setBusy] = useState(false);
  const contact = pageData().landing_contact_link;

  const submit = async (lead: LandingRequest) => {
    if (busy) return;
    setBusy(true);
    const reply = await track(memberCalls.landingPage(lead));
    setBusy(false);
    // data.status is false on a loss (step 3): the step, not the flag, decides the screen.
    const step = reply?.status === true ? reply.data?.step : undefined;
    if (step !== 2 && step !== 3) {
      const message = reply?.status === true ? reply.data?.message : reply?.message;
      openAlert(message || t('common.requestFailed'), { title: 'common.error' });
      return;
    }
    const promotions = reply?.status === true ? reply.data?.promotions : undefined;
    setState(step === 2 ? { step: 2, lead } : { step: 3, lead, promotions });
  };

  switch (state.step) {
    case 1:
      return (
        <>
          <LoadingIndicator visible={loading} />
          <LandingForm withBank={theme === 'DarkGold'} busy={busy} onSubmit={(lead) => void submit(lead)} />
        </>
      );
    case 2:
      return (
        <section className="screen landing landing-won" aria-labelledby="landing-won-title">
          <div className="landing-burst" aria-hidden="true">
            ★
          </div>
          <h1 id="landing-won-title" className="screen-title">
            {t('landing.congratulations')}
          </h1>
          <p className="landing-text">{t('landing.wonText')}</p>
          <button
            type="button"
            className="btn btn-block"
            onClick={() => openExternal(withChatText(contact, wonChatText(state.lead)))}
          >
            {t('landing.claim')}
          </button>
        </section>
      );
    case 3:
      return <LandingLost contact={contact} chosen={state.promotions} />;
    default: {
      const unreachable: never = state;
      return unreachable;
    }
  }
}
