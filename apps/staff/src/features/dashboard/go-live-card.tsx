import { CheckCircleFilled, ExclamationCircleOutlined } from '@ant-design/icons';
import type { GoLiveItem } from '@topup/contracts/go-live.ts';
import { Card, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGoLiveChecklist } from './api.ts';

function ItemLine({ item }: { item: GoLiveItem }) {
  const { t } = useTranslation();
  const icon = item.done ? (
    <CheckCircleFilled
      style={{ color: 'var(--ant-color-success)' }}
      aria-label={t('dashboard.goLive.done')}
    />
  ) : (
    <ExclamationCircleOutlined
      style={{ color: 'var(--ant-color-warning)' }}
      aria-label={t('dashboard.goLive.todo')}
    />
  );
  const text = t(`dashboard.goLive.${item.key}`, { count: item.count });
  return (
    <List.Item data-testid={`go-live-${item.key}`} data-done={item.done}>
      <Typography.Text delete={item.done} type={item.done ? 'secondary' : undefined}>
        {icon} {item.done ? text : <Link to={item.link}>{text}</Link>}
      </Typography.Text>
    </List.Item>
  );
}

/** What the site still lacks before it takes real members; shown on the Dashboard until every line is done. */
export function GoLiveCard() {
  const { t } = useTranslation();
  const checklist = useGoLiveChecklist();
  if (!checklist.data || checklist.data.ready) return null;
  const left = checklist.data.items.filter((item) => !item.done).length;
  return (
    <Card
      size="small"
      title={t('dashboard.goLive.title')}
      extra={
        <Typography.Text type="secondary">{t('dashboard.goLive.left', { count: left })}</Typography.Text>
      }
      data-testid="go-live"
    >
      <List size="small" dataSource={checklist.data.items} renderItem={(item) => <ItemLine item={item} />} />
    </Card>
  );
}
