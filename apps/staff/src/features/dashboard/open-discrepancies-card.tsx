import { Card, Col, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasPermission, useMe } from '../../shared/api/use-me.ts';
import { useOpenDiscrepancyCount } from './api.ts';

/** Dashboard card (a column of the summary row): how many provider differences wait for staff (shown to who may see them). */
export function OpenDiscrepanciesCard() {
  const { t } = useTranslation();
  const allowed = hasPermission(useMe().data, 'transactions.audit');
  const count = useOpenDiscrepancyCount(allowed);
  if (!allowed) return null;
  return (
    <Col flex="1 1 160px" data-testid="card-discrepancies">
      <Card size="small" loading={count.isPending}>
        <Link to="/provider-audit">
          <Statistic title={t('provider-audit.openCount')} value={count.data ?? 0} />
        </Link>
        <Typography.Text type="secondary">{t('provider-audit.openCountNote')}</Typography.Text>
      </Card>
    </Col>
  );
}
