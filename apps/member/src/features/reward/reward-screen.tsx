import type { LabelValue } from '@topup/contracts/member-api.ts';
import { useCallback, useEffect, useState } from 'react';
import { memberCalls } from '../../shared/api/member-calls.ts';
import { sessionStore } from '../../shared/session/session-store.ts';
import { openAlert } from '../../shared/ui/alert-store.ts';
import { useLoading } from '../../shared/ui/loading.tsx';
import { Screen } from '../../shared/ui/screen.tsx';
import './reward.css';
import { useTranslation } from '../../shared/i18n/i18n.ts';

type Options = { accounts: LabelValue[]; wallets: LabelValue[] };

function Picker(props: {
  id: string;
  label: string;
  options: LabelValue[];
  value: string;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label className="field-label" htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        className="input"
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      >
        <option value="">{t('common.pleaseSelect')}</option>
        {props.options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Reward: Game ID and Wallet from the server, Redeem; options reload after success. */
export function RewardScreen() {
  const { t } = useTranslation();
  const { loading, track } = useLoading();
  const [options, setOptions] = useState<Options | null>(null);
  const [account, setAccount] = useState('');
  const [wallet, setWallet] = useState('');
  const [busy, setBusy] = useState(false);
  const token = () => sessionStore.get().token ?? '';

  const load = useCallback(async () => {
    const reply = await track(memberCalls.preReward(sessionStore.get().token ?? ''));
    if (reply === false || reply.status !== true) {
      openAlert(reply === false ? t('common.requestFailed') : reply.message);
      return;
    }
    setOptions({ accounts: reply.member_accounts, wallets: reply.member_wallets });
    setAccount('');
    setWallet('');
  }, [track, t]);

  useEffect(() => {
    void load();
  }, [load]);

  const redeem = async () => {
    if (busy) return;
    setBusy(true);
    const reply = await track(memberCalls.reward(token(), account, wallet));
    setBusy(false);
    if (reply === false || reply.status !== true) {
      openAlert(reply === false ? t('common.requestFailed') : reply.message, { title: 'common.error' });
      return;
    }
    openAlert(reply.message);
    await load();
  };

  return (
    <Screen name="reward" className="reward" title={t('reward.title')} loading={loading}>
      {options && (
        <form
          className="card form-card reward-card"
          onSubmit={(event) => {
            event.preventDefault();
            void redeem();
          }}
        >
          <p className="reward-intro">{t('reward.intro')}</p>
          {options.wallets.length === 0 && <p className="empty-state">{t('reward.empty')}</p>}
          <Picker
            id="reward-game"
            label={t('reward.gameId')}
            options={options.accounts}
            value={account}
            onChange={setAccount}
          />
          <Picker
            id="reward-wallet"
            label={t('reward.wallet')}
            options={options.wallets}
            value={wallet}
            onChange={setWallet}
          />
          <button type="submit" className="btn btn-block" disabled={busy}>
            {t('reward.redeem')}
          </button>
        </form>
      )}
    </Screen>
  );
}
