import { useEffect, useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { formatRm, LIVE_REFRESH_MS, liveTransactions } from './live-transactions.ts';

/** Spec §2: 3 rows refreshed every second from the simulated feed. */
export function LiveTransactionTable({ now = () => Date.now() }: { now?: () => number }) {
  const { t } = useTranslation();
  const [time, setTime] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setTime(now()), LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [now]);
  const rows = liveTransactions(time);
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
