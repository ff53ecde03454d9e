import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Locale } from '@topup/contracts/locales.ts';
import type { DepositMethodView } from '@topup/contracts/staff-deposit-methods.ts';
import { Button, Flex, Space, Switch, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasPermission, useMe } from '../../shared/api/use-me.ts';
import { Thumbnail } from '../../shared/gallery/thumbnail.tsx';
import { useConfirmedAction } from '../../shared/resource/use-confirmed-action.ts';
import type { ListColumns } from '../../shared/table/list-columns.ts';
import { CreateLink, PageHeader } from '../../shared/ui/page-header.tsx';
import { StatusTag } from '../../shared/ui/status-tag.tsx';
import { useFeedback } from '../../shared/ui/use-feedback.ts';
import {
  depositMethodsResource,
  useDeleteDepositMethod,
  useDepositMethods,
  useReorderDepositMethods,
  useSetDepositMethodDisplay,
} from './api.ts';

/** The list with `index` moved one place up (-1) or down (+1), as ids. */
const movedIds = (rows: DepositMethodView[], index: number, step: -1 | 1) => {
  const ids = rows.map((m) => m.id);
  [ids[index], ids[index + step]] = [ids[index + step]!, ids[index]!];
  return ids;
};

/**
 * Deposit Methods: the member deposit screen's method tiles, their order, visibility and banks.
 * The whole list on one page in the members' order (moved up and down here), so a local table:
 * no paging, sort, search or export for a handful of tiles.
 */
export function DepositMethodsPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const me = useMe().data;
  const methods = useDepositMethods();
  const reorder = useReorderDepositMethods();
  const setDisplay = useSetDepositMethodDisplay();
  const deleteMethod = useDeleteDepositMethod();
  const { success, failure } = useFeedback();
  // Reorder and show/hide apply at once (no confirmation): both are undone as easily.
  const instantly = { onSuccess: (reply: { message: string }) => success(reply.message), onError: failure };
  const busy = reorder.isPending || setDisplay.isPending;
  const run = useConfirmedAction();
  const rows = methods.data ?? [];
  const mayUpdate = hasPermission(me, 'banks.update');
  const label = (m: DepositMethodView) => m.name[locale] ?? m.name.en;

  const move = (index: number, step: -1 | 1) => reorder.mutate(movedIds(rows, index, step), instantly);
  const remove = (m: DepositMethodView) =>
    run(t('deposit-methods.confirmDelete', { name: label(m) }), () => deleteMethod.mutateAsync(m.id));

  const columns: ListColumns<DepositMethodView> = [
    {
      key: 'order',
      title: t('deposit-methods.order'),
      render: (_: unknown, m, index) => (
        <Space size={4}>
          <Typography.Text>{index + 1}</Typography.Text>
          {mayUpdate && (
            <>
              <Button
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={t('deposit-methods.moveUp', { name: label(m) })}
                disabled={index === 0 || busy}
                onClick={() => move(index, -1)}
              />
              <Button
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={t('deposit-methods.moveDown', { name: label(m) })}
                disabled={index === rows.length - 1 || busy}
                onClick={() => move(index, 1)}
              />
            </>
          )}
        </Space>
      ),
    },
    {
      key: 'image',
      title: t('deposit-methods.image'),
      render: (_: unknown, m) => <Thumbnail src={m.image} />,
    },
    {
      key: 'name',
      title: t('deposit-methods.name'),
      render: (_: unknown, m) => (
        <Flex vertical>
          <Typography.Text strong>{label(m)}</Typography.Text>
          <Typography.Text type="secondary">{m.type[locale] ?? m.type.en}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'banks',
      title: t('deposit-methods.banks'),
      render: (_: unknown, m) => (
        <Flex gap={4} wrap>
          {m.banks.map((b) => (
            <Tag key={b.id} color={b.display ? undefined : 'default'}>
              {b.display ? b.bank_name : `${b.bank_name} (${t('deposit-methods.hiddenBank')})`}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      key: 'display',
      title: t('deposit-methods.shown'),
      render: (_: unknown, m) => (
        <Switch
          checked={m.display}
          disabled={!mayUpdate || busy}
          aria-label={t('deposit-methods.showFor', { name: label(m) })}
          onChange={(display) => setDisplay.mutate({ id: m.id, display }, instantly)}
        />
      ),
    },
    {
      key: 'offered',
      title: t('deposit-methods.offered'),
      render: (_: unknown, m) =>
        m.offered ? (
          <StatusTag tone="neutral">{t('deposit-methods.offeredYes')}</StatusTag>
        ) : (
          <Tag color="warning">
            {t(m.display ? 'deposit-methods.offeredNoBank' : 'deposit-methods.offeredHidden')}
          </Tag>
        ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_: unknown, m) => (
        <Space size={4}>
          {mayUpdate && (
            <Link to={depositMethodsResource.editRoute(m.id)}>
              <Button size="small" icon={<EditOutlined />}>
                {t('common.edit')}
              </Button>
            </Link>
          )}
          {hasPermission(me, 'banks.delete') && (
            <Button size="small" danger icon={<DeleteOutlined />} onClick={() => remove(m)}>
              {t('deposit-methods.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <PageHeader
        title={t('deposit-methods.menu')}
        actions={
          hasPermission(me, 'banks.create') && (
            <CreateLink to={depositMethodsResource.createRoute} label={t('deposit-methods.create')} />
          )
        }
      />
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('deposit-methods.intro')}
      </Typography.Paragraph>
      <Table<DepositMethodView>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={methods.isPending}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t('deposit-methods.empty') }}
      />
    </Flex>
  );
}
