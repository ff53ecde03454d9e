import type { HistoryItem } from '@topup/contracts/member-api.ts';
import { useState } from 'react';
import { currentLanguage, useTranslation } from '../../shared/i18n/i18n.ts';
import { useLoading } from '../../shared/ui/loading.tsx';
import { Screen } from '../../shared/ui/screen.tsx';
import { useHistory } from './use-history.ts';
import './history.css';

const KIND_LABEL = { deposit: 'history.kindDeposit', reward: 'history.kindReward', spin: 'history.kindSpin' };
const STATUS_LABEL = {
  waiting: 'history.statusWaiting',
  done: 'history.statusDone',
  failed: 'history.statusFailed',
};
const DATE_LOCALE = { en: 'en-MY', bm: 'ms-MY', cn: 'zh-CN' };

function HistoryRow({ item }: { item: HistoryItem }) {
  const { t } = useTranslation();
  const time = new Date(item.created_at).toLocaleString(DATE_LOCALE[currentLanguage()], {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <li className="history-row" data-testid={`history-${item.kind}-${item.id}`}>
      <div className="history-main">
        <span className="history-kind">{t(KIND_LABEL[item.kind])}</span>
        <strong className="history-amount">RM {item.amount}</strong>
      </div>
      <div className="history-detail">
        <span>{item.account ?? item.label}</span>
        <span
          className={`history-status is-${item.status}`}
          data-testid="history-status"
          aria-live={item.status === 'waiting' ? 'polite' : undefined}
        >
          {t(STATUS_LABEL[item.status])}
        </span>
      </div>
      {item.bonus && (
        <div className="history-note">
          {t('history.bonus')}: RM {item.bonus}
        </div>
      )}
      {item.reason && (
        <div className="history-note history-reason">
          {t('history.reason')}: {item.reason}
        </div>
      )}
      <time className="history-time" dateTime={item.created_at}>
        {time}
      </time>
    </li>
  );
}

/** The member's own deposits, reward redemptions and spins, newest first, a page at a time. */
export function HistoryScreen() {
  const { t } = useTranslation();
  const { loading, track } = useLoading();
  const [page, setPage] = useState(1);
  const data = useHistory(page, track);
  return (
    <Screen name="history" className="history" title={t('history.title')} loading={loading}>
      {data && data.items.length === 0 && <p className="card empty-state">{t('history.empty')}</p>}
      {data && data.items.length > 0 && (
        <ol className="history-list">
          {data.items.map((item) => (
            <HistoryRow key={`${item.kind}-${item.id}`} item={item} />
          ))}
        </ol>
      )}
      {data && (page > 1 || data.hasMore) && (
        <div className="history-pages">
          <button type="button" className="btn" disabled={page === 1} onClick={() => setPage(page - 1)}>
            {t('history.newer')}
          </button>
          <button type="button" className="btn" disabled={!data.hasMore} onClick={() => setPage(page + 1)}>
            {t('history.older')}
          </button>
        </div>
      )}
    </Screen>
  );
}
