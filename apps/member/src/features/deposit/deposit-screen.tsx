import { useEffect, useState } from 'react';
import { memberCalls } from '../../shared/api/member-calls.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { navigate } from '../../shared/router/router.ts';
import { sessionStore } from '../../shared/session/session-store.ts';
import { openAlert } from '../../shared/ui/alert-store.ts';
import { useLoading } from '../../shared/ui/loading.tsx';
import { Screen } from '../../shared/ui/screen.tsx';
import { AccountSection, type BalanceState } from './account-section.tsx';
import { AmountField } from './amount-field.tsx';
import { MethodTiles } from './method-tiles.tsx';
import { paymentSummary, topUpWaitsFor } from './top-up-summary.ts';
import { useDepositData } from './use-deposit-data.ts';
import { WhereToPay } from './where-to-pay.tsx';
import './deposit.css';

function goTo(redirect: string) {
  if (/^https?:\/\//i.test(redirect)) window.location.assign(redirect);
  else navigate(redirect.startsWith('/') ? redirect : '/');
}

/** The bonus a promotion's "Apply Now" chose (`/deposit?bonus=ID`), or ''. */
function requestedBonus(): string {
  return new URLSearchParams(window.location.search).get('bonus') ?? '';
}

/** Deposit: choose account, check balance, amount, method, payment, promotion, Top Up. */
export function DepositScreen() {
  const { t } = useTranslation();
  const { loading, track } = useLoading();
  const { data, reload } = useDepositData(track);
  const [productId, setProductId] = useState<number | null>(null);
  const [balance, setBalance] = useState<BalanceState>({ state: 'idle' });
  const [amount, setAmount] = useState('');
  const [group, setGroup] = useState<string | null>(null);
  const [bank, setBank] = useState('');
  const [bonus, setBonus] = useState('');
  const [busy, setBusy] = useState(false);
  const token = () => sessionStore.get().token ?? '';
  const account = data?.member_accounts.find((a) => a.product_id === productId) ?? null;

  // A bonus named in the address is chosen once the offered bonuses are known (and only if offered).
  useEffect(() => {
    const wanted = requestedBonus();
    if (data?.bonuses.some((option) => String(option.value) === wanted)) setBonus(wanted);
  }, [data]);

  const selectProduct = async (nextProductId: number | null, accounts = data?.member_accounts ?? []) => {
    setProductId(nextProductId);
    setBalance({ state: 'idle' });
    const chosen = accounts.find((a) => a.product_id === nextProductId);
    if (!chosen?.id) return;
    setBalance({ state: 'checking' });
    const reply = await track(memberCalls.checkBalance(token(), chosen.id));
    if (reply !== false && reply.status === true) return setBalance({ state: 'ok', balance: reply.balance });
    setBalance({ state: 'failed', balance: reply === false ? undefined : reply.balance });
    openAlert(reply === false ? t('common.requestFailed') : reply.message);
  };

  const createAccount = async () => {
    if (productId === null) return;
    setBusy(true);
    const reply = await track(memberCalls.createAccount(token(), productId));
    setBusy(false);
    if (reply === false || reply.status === false) {
      openAlert(reply === false ? t('common.requestFailed') : (reply.message ?? t('common.requestFailed')));
      return;
    }
    const fresh = await reload();
    if (fresh) await selectProduct(productId, fresh.member_accounts);
  };

  const reset = () => {
    setAmount('');
    setGroup(null);
    setBank('');
    setBonus('');
  };

  const topUp = async () => {
    if (!account?.id || busy) return;
    setBusy(true);
    const reply = await track(
      memberCalls.deposit(token(), { member_account_id: account.id, amount, bank, bonus: bonus || null }),
    );
    setBusy(false);
    if (reply === false || reply.status !== true) {
      openAlert(reply === false ? t('common.requestFailed') : reply.message, { title: 'common.error' });
      return;
    }
    reset();
    openAlert(reply.message, {
      buttons: [
        { label: 'deposit.viewHistory', action: () => navigate('/history'), primary: false },
        { label: 'common.ok', action: () => goTo(reply.redirect) },
      ],
    });
  };

  const groups = data?.banks ?? {};
  const payment = (group ? groups[group]?.banks : undefined)?.find((option) => String(option.value) === bank);
  const terms = data?.bonuses.find((option) => String(option.value) === bonus)?.terms ?? null;
  const waitsFor = topUpWaitsFor(account, balance);
  const summary = paymentSummary(amount, terms, t);
  return (
    <Screen name="deposit" className="deposit" title={t('deposit.title')} loading={loading}>
      {data && (
        <form
          className="card form-card"
          // Amounts are the server's to judge: no browser check may stop one from being sent.
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void topUp();
          }}
        >
          <AccountSection
            accounts={data.member_accounts}
            productId={productId}
            balance={balance}
            busy={busy}
            onSelect={(id) => void selectProduct(id)}
            onCreate={() => void createAccount()}
          />
          <AmountField value={amount} onChange={setAmount} />
          <MethodTiles
            groups={groups}
            group={group}
            onGroup={(key) => {
              setGroup(key);
              setBank('');
            }}
          />
          <div className="field">
            <label className="field-label" htmlFor="deposit-payment">
              {t('deposit.payment')}
            </label>
            <select
              id="deposit-payment"
              className="input"
              value={bank}
              disabled={!group}
              onChange={(event) => setBank(event.currentTarget.value)}
            >
              <option value="">{group ? t('common.pleaseSelect') : t('deposit.chooseMethodFirst')}</option>
              {(group ? (groups[group]?.banks ?? []) : []).map((option) => (
                <option key={String(option.value)} value={String(option.value)}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          {payment && <WhereToPay account={payment.account} />}
          <div className="field">
            <label className="field-label" htmlFor="deposit-bonus">
              {t('deposit.promotion')}
            </label>
            <select
              id="deposit-bonus"
              className="input"
              value={bonus}
              onChange={(event) => setBonus(event.currentTarget.value)}
            >
              <option value="">{t('deposit.noPromotion')}</option>
              {data.bonuses.map((option) => (
                <option key={String(option.value)} value={String(option.value)}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          {summary && (
            <p className="payment-summary" data-testid="payment-summary">
              {summary}
            </p>
          )}
          <button
            type="submit"
            className="btn btn-block"
            disabled={waitsFor !== null || busy}
            aria-describedby={waitsFor ? 'top-up-waits' : undefined}
          >
            {t('deposit.topUp')}
          </button>
          {waitsFor && (
            <p id="top-up-waits" className="top-up-waits">
              {t(waitsFor)}
            </p>
          )}
        </form>
      )}
    </Screen>
  );
}
