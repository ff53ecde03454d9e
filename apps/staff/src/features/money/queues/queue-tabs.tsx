import { DEFAULT_QUEUE_TAB, QUEUE_TAB_KEYS, type QueueTab } from '@topup/contracts/queue-tabs.ts';
import { Badge, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLiveDesk } from '../../../shared/live/live-context.ts';
import { useListParams } from '../../../shared/table/use-list-params.ts';

/** The queue's tab, kept in the address (`?tab=to_verify`) so the list sends it and a link opens it. */
export function useQueueTab(): [QueueTab, (tab: QueueTab) => void] {
  const { params, update } = useListParams();
  const asked = params.filters.tab as QueueTab | undefined;
  const tab = asked && QUEUE_TAB_KEYS.includes(asked) ? asked : DEFAULT_QUEUE_TAB;
  return [tab, (next) => update({ tab: next === DEFAULT_QUEUE_TAB ? undefined : next })];
}

/**
 * The tabs of a pending queue (contracts' queue-tabs.ts), each with its count from the live
 * counts, the same numbers as the menu badges.
 */
export function QueueTabs(props: {
  type: 'deposit' | 'withdrawal';
  tab: QueueTab;
  onChange: (tab: QueueTab) => void;
}) {
  const { t } = useTranslation();
  const counts = useLiveDesk().counts?.[props.type];
  return (
    <Tabs
      activeKey={props.tab}
      onChange={(key) => props.onChange(key as QueueTab)}
      items={QUEUE_TAB_KEYS.map((key) => ({
        key,
        label: (
          <span>
            {t(`money.queue.tabs.${key}`)}{' '}
            <Badge
              count={counts?.[key] ?? 0}
              showZero
              overflowCount={9999}
              color={key === props.tab ? '#1677ff' : '#595959'}
              title={t('money.queue.tabCount', { count: counts?.[key] ?? 0 })}
              data-testid={`queue-tab-count-${key}`}
            />
          </span>
        ),
      }))}
      style={{ marginBottom: -12 }}
    />
  );
}
