import { useTranslation } from '../../shared/i18n/i18n.ts';

/** Quick deposit amounts. */
export const QUICK_AMOUNTS = [10, 30, 50, 100, 200] as const;

export function AmountField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label className="field-label" htmlFor="deposit-amount">
        {t('deposit.amount')}
      </label>
      <input
        id="deposit-amount"
        className="input"
        // Text, not number: the browser would drop "abc" or refuse "-5" before the server could answer.
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('deposit.amountPlaceholder')}
        value={value}
        onInput={(event) => onChange(event.currentTarget.value)}
      />
      <div className="quick-amounts">
        {QUICK_AMOUNTS.map((quick) => (
          <button
            key={quick}
            type="button"
            className={value === String(quick) ? 'chip is-active' : 'chip'}
            aria-pressed={value === String(quick)}
            onClick={() => onChange(String(quick))}
          >
            {quick}
          </button>
        ))}
      </div>
    </div>
  );
}
