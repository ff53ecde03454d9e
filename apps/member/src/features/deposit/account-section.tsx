import { useTranslation } from '../../shared/i18n/i18n.ts';
import { CopyField } from '../../shared/ui/copy-field.tsx';
import type { DepositData } from './use-deposit-data.ts';

export type BalanceState =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'ok'; balance: string }
  | { state: 'failed'; balance?: string };

type Props = {
  accounts: DepositData['member_accounts'];
  productId: number | null;
  balance: BalanceState;
  busy: boolean;
  onSelect: (productId: number | null) => void;
  onCreate: () => void;
};

/** Game ID selector; then Create Account, or the account's credentials and balance. */
export function AccountSection({ accounts, productId, balance, busy, onSelect, onCreate }: Props) {
  const { t } = useTranslation();
  const account = accounts.find((a) => a.product_id === productId) ?? null;
  return (
    <>
      <div className="field">
        <label className="field-label" htmlFor="deposit-game">
          {t('deposit.gameId')}
        </label>
        <select
          id="deposit-game"
          className="input"
          value={productId === null ? '' : String(productId)}
          onChange={(event) => onSelect(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
        >
          <option value="">{t('common.pleaseSelect')}</option>
          {accounts.map((a) => (
            <option key={a.product_id} value={String(a.product_id)}>
              {a.product_name}
            </option>
          ))}
        </select>
        {accounts.length === 0 && <p className="empty-state">{t('deposit.noAccounts')}</p>}
      </div>
      {account && account.id === null && (
        <div className="create-account">
          <p>{t('deposit.noAccountYet')}</p>
          <button type="button" className="btn" disabled={busy} onClick={onCreate}>
            {t('deposit.createAccount')}
          </button>
        </div>
      )}
      {account?.id && (
        <div className="account-details">
          <CopyField id="deposit-username" label={t('deposit.username')} value={account.username ?? ''} />
          <CopyField id="deposit-password" label={t('deposit.password')} value={account.password ?? ''} />
          <p className="balance" aria-live="polite">
            <span>{t('deposit.balance')}</span>
            <strong data-testid="deposit-balance">
              {(balance.state === 'ok' || balance.state === 'failed') && balance.balance !== undefined
                ? `RM ${balance.balance}`
                : balance.state === 'checking'
                  ? t('deposit.checkingBalance')
                  : '-'}
            </strong>
          </p>
        </div>
      )}
    </>
  );
}
