import type { ProductView } from '@topup/contracts/api/products.ts';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListColumns } from '../../shared/table/list-columns.ts';
import { ListPage } from '../../shared/table/list-page.tsx';
import { StatusTag } from '../../shared/ui/status-tag.tsx';
import { gamesList } from './api.ts';

const LINKS = ['url', 'pc_link', 'android_link', 'ios_link', 'slot_link', 'live_link'] as const;

/** Game list: each game platform with its download and play links. */
export function GamesPage() {
  const { t } = useTranslation();
  const columns: ListColumns<ProductView> = [
    { key: 'name', dataIndex: 'name', title: t('common.name'), sorter: true },
    { key: 'tier', dataIndex: 'tier', title: t('products.tier'), sorter: true },
    {
      key: 'links',
      title: t('products.links'),
      render: (_: unknown, p: ProductView) => (
        <Space size={4} wrap>
          {LINKS.filter((k) => p[k]).map((k) => (
            <Typography.Link key={k} href={p[k]!} target="_blank" rel="noreferrer">
              {t(`products.fields.${k}`)}
            </Typography.Link>
          ))}
        </Space>
      ),
    },
    {
      key: 'maintenance',
      title: t('products.maintenance'),
      render: (_: unknown, p: ProductView) =>
        p.maintenance ? (
          <StatusTag tone="attention">{t('products.maintenance')}</StatusTag>
        ) : (
          <StatusTag tone="neutral">{t('common.active')}</StatusTag>
        ),
    },
  ];
  return <ListPage title={t('money.menu.games')} source={gamesList} columns={columns} dateRange={false} />;
}
