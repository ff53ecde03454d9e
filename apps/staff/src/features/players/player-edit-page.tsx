import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Select, Spin, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { api } from '../../shared/api/client.ts';
import { hasPermission, useMe } from '../../shared/api/use-me.ts';
import { formatDateTime } from '../../shared/format/format.ts';
import { AccountActions } from '../../shared/member-accounts/account-actions.tsx';
import { accountColumns } from '../../shared/member-accounts/account-columns.tsx';
import type { AccountRow } from '../../shared/member-accounts/account-types.ts';
import { useMoneyOptions } from '../../shared/money/money-inputs.tsx';
import { statusOptions } from '../../shared/ui/status-options.tsx';
import { useFeedback } from '../../shared/ui/use-feedback.ts';

type Player = {
  id: number;
  name: string;
  phone: string;
  status: 'active' | 'inactive';
  fraud: boolean;
  bank_name: string | null;
  bank_account_number: string | null;
  bank_account_holder: string | null;
  deposit_count: number;
  last_deposit_at: string | null;
  registered_at: string;
  remark: string | null;
  accounts: AccountRow[];
};

/** Player edit: the player's status and remark, their game accounts with balances and actions. */
export function PlayerEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const me = useMe().data;
  const queryClient = useQueryClient();
  const { confirm, success, failure } = useFeedback();
  const products = useMoneyOptions().data?.products ?? [];
  const [productId, setProductId] = useState<number | undefined>();
  const [form] = Form.useForm<{ status: Player['status']; remark: string | null }>();
  const result = useQuery({
    queryKey: ['/api/staff/players', id],
    queryFn: () => api.get<{ data: Player }>(`/api/staff/players/${id}`).then((r) => r.data),
  });
  useEffect(() => {
    if (result.data) form.setFieldsValue({ status: result.data.status, remark: result.data.remark });
  }, [result.data, form]);
  if (result.isPending) return <Spin />;
  if (result.error) return <Alert type="error" showIcon title={result.error.message} />;
  const p = result.data;

  const createAccount = () => {
    const product = products.find((x) => x.value === productId);
    if (!product) return;
    confirm(t('money.accounts.confirm.create', { product: product.label, name: p.name }), async () => {
      try {
        const res = await api.post<{ message: string }>('/api/staff/member-accounts', {
          member_id: p.id,
          product_id: product.value,
        });
        success(res.message);
        setProductId(undefined);
        await queryClient.invalidateQueries({ queryKey: ['/api/staff/players'] });
      } catch (error) {
        failure(error);
      }
    });
  };
  const save = (values: { status: Player['status']; remark: string | null }) =>
    confirm(t('money.players.confirmSave', { name: p.name }), async () => {
      try {
        const res = await api.put<{ message: string }>(`/api/staff/players/${p.id}`, values);
        success(res.message);
        await result.refetch();
      } catch (error) {
        failure(error);
      }
    });

  const columns: ColumnsType<AccountRow> = [
    ...accountColumns(t, false),
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_: unknown, row: AccountRow) => (
        <AccountActions row={row} onDone={() => void result.refetch()} />
      ),
    },
  ];
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('money.players.edit', { name: p.name })}
        </Typography.Title>
        <Link to="/players">
          <Button>{t('common.back')}</Button>
        </Link>
      </Flex>
      <Card>
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('money.fields.phone')}>{p.phone}</Descriptions.Item>
          <Descriptions.Item label={t('money.players.bank')}>
            {[p.bank_name, p.bank_account_number, p.bank_account_holder].filter(Boolean).join(' · ')}
          </Descriptions.Item>
          <Descriptions.Item label={t('money.players.depositCount')}>{p.deposit_count}</Descriptions.Item>
          <Descriptions.Item label={t('money.players.lastDeposit')}>
            {formatDateTime(p.last_deposit_at)}
          </Descriptions.Item>
          <Descriptions.Item label={t('money.players.registeredAt')}>
            {formatDateTime(p.registered_at)}
          </Descriptions.Item>
        </Descriptions>
        {hasPermission(me, 'members.update') && (
          <Form form={form} layout="inline" onFinish={save} style={{ marginTop: 12 }}>
            <Form.Item name="status" label={t('common.status')}>
              <Select style={{ width: 140 }} options={statusOptions(t)} />
            </Form.Item>
            <Form.Item name="remark" label={t('money.fields.remark')}>
              <Input style={{ width: 320 }} maxLength={500} />
            </Form.Item>
            <Button type="primary" htmlType="submit">
              {t('common.save')}
            </Button>
          </Form>
        )}
      </Card>
      <Card
        title={t('money.players.gameIds')}
        extra={
          hasPermission(me, 'member_accounts.create') && (
            <Flex gap={8}>
              <Select
                aria-label={t('money.fields.product')}
                placeholder={t('money.fields.product')}
                style={{ width: 180 }}
                value={productId}
                onChange={setProductId}
                options={products.filter((x) => !p.accounts.some((a) => a.product_id === x.value))}
              />
              <Button icon={<PlusOutlined />} disabled={!productId} onClick={createAccount}>
                {t('money.accounts.create')}
              </Button>
            </Flex>
          )
        }
      >
        <Table<AccountRow>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={p.accounts}
          columns={columns}
        />
      </Card>
    </Flex>
  );
}
