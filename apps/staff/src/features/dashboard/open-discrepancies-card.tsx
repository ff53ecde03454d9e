import { useQuery } from '@tanstack/react-query';
import { Card, Col, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../shared/api/client.ts';
import { OPEN_DISCREPANCIES_KEY, OPEN_DISCREPANCIES_URL } from '../../shared/api/endpoints.ts';
import { hasPermission, useMe } from '../../shared/api/use-me.ts';

/** Dashboard card (a column of the summary row): how many provider differences wait for staff (shown to who may see them). */
export function OpenDiscrepanciesCard() {
  const { t } = useTranslation();
  const allowed = hasPermission(useMe().data, 'transactions.audit');
  const count = useQuery({
    queryKey: OPEN_DISCREPANCIES_KEY,
    queryFn: () => api.get<{ data: { open: number } }>(OPEN_DISCREPANCIES_URL).then((r) => r.data.open),
    enabled: allowed,
    refetchInterval: 60_000,
  });
  if (!allowed) return null;
  return (
    <Col flex="1 1 220px" data-testid="card-discrepancies">
      <Card size="small" loading={count.isPending}>
        <Link to="/provider-audit">
          <Statistic title={t('provider-audit.openCount')} value={count.data ?? 0} />
        </Link>
        <Typography.Text type="secondary">{t('provider-audit.openCountNote')}</Typography.Text>
      </Card>
    </Col>
  );
}
