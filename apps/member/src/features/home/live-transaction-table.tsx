import { useEffect, useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { formatRm, LIVE_REFRESH_MS, LIVE_STEP_MS, liveTransactions } from './live-transactions.ts';

const systemClock = () => Date.now();
const stepAt = (ms: number) => Math.floor(ms / LIVE_STEP_MS);

/**
 * 3 rows from the simulated feed, checked every second; the table renders again only
 * when a new row is due (every 15 s), not on every check.
 */
export function LiveTransactionTable({ now = systemClock }: { now?: () => number }) {
  const { t } = useTranslation();
  const [step, setStep] = useState(() => stepAt(now()));
  useEffect(() => {
    const timer = setInterval(() => setStep(stepAt(now())), LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [now]);
  const rows = liveTransactions(step * LIVE_STEP_MS);
  return (
    <section className="live card" aria-labelledby="live-title">
      <h2 id="live-title" className="section-title">
        <span className="live-dot" aria-hidden="true" />
        {t('home.liveTransactions')}
      </h2>
      <table className="live-table">
        <thead>
          <tr>
            <th scope="col">{t('home.columnId')}</th>
            <th scope="col">{t('home.columnType')}</th>
            <th scope="col">{t('home.columnAmount')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is a position in the feed; ids may repeat
            <tr key={`${row.id}-${index}`} className={index === 0 ? 'live-new' : undefined}>
              <td>{row.id}</td>
              <td className={row.type === 'DEPOSIT' ? 'live-deposit' : 'live-withdraw'}>
                {row.type === 'DEPOSIT' ? t('home.typeDeposit') : t('home.typeWithdraw')}
              </td>
              <td>{formatRm(row.amountSen)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
