import { useTranslation } from '../../shared/i18n/i18n.ts';
import type { DepositData } from './use-deposit-data.ts';

type Props = { groups: DepositData['banks']; group: string | null; onGroup: (key: string) => void };

/** One tile per bank group (image and type label); choosing one fills the Payment selector. */
export function MethodTiles({ groups, group, onGroup }: Props) {
  const { t } = useTranslation();
  const entries = Object.entries(groups);
  return (
    <fieldset className="field methods">
      <legend className="field-label">{t('deposit.method')}</legend>
      {entries.length === 0 && <p className="empty-state">{t('deposit.noMethods')}</p>}
      <div className="method-grid">
        {entries.map(([key, item]) => (
          <button
            key={key}
            type="button"
            className={group === key ? 'method-tile is-active' : 'method-tile'}
            aria-pressed={group === key}
            onClick={() => onGroup(key)}
          >
            {item.image && <img src={item.image} alt="" width={48} height={48} loading="lazy" />}
            <span className="method-name">{item.name}</span>
            <span className="method-type">{item.type}</span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
