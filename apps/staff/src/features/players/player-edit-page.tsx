import { PlusOutlined } from '@ant-design/icons';
import type { MemberAccountView, Player } from '@topup/contracts/staff-member-accounts.ts';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Select, Spin, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { hasPermission, useMe } from '../../shared/api/use-me.ts';
import { formatDateTime } from '../../shared/format/format.ts';
import { AccountActions } from '../../shared/member-accounts/account-actions.tsx';
import { accountColumns } from '../../shared/member-accounts/account-columns.tsx';
import { useMoneyOptions } from '../../shared/pickers/money-options.tsx';
import { useConfirmedAction } from '../../shared/resource/use-confirmed-action.ts';
import { useResourceForm } from '../../shared/resource/use-resource-form.ts';
import type { ListColumns } from '../../shared/table/list-columns.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { statusOptions } from '../../shared/ui/status-options.tsx';
import { playersResource, useCreateGameAccount } from './api.ts';

type Values = { status: Player['status']; remark: string | null };

/** Player edit: the player's status and remark, their game accounts with balances and actions. */
export function PlayerEditPage() {
  const { t } = useTranslation();
  const me = useMe().data;
  const run = useConfirmedAction();
  const createGameAccount = useCreateGameAccount();
  const products = useMoneyOptions().data?.products ?? [];
  const [productId, setProductId] = useState<number | undefined>();
  const {
    form,
    record: result,
    onFinish: save,
  } = useResourceForm<Player, Values>(playersResource, {
    id: useParams().id,
    toValues: ({ status, remark }) => ({ status, remark }),
    confirmText: (_values, _editing, player) => t('players.confirmSave', { name: player?.name ?? '' }),
    onSaved: () => undefined,
  });
  if (result.isPending) return <Spin />;
  if (result.error) return <Alert type="error" showIcon title={result.error.message} />;
  const p = result.data;

  const createAccount = () => {
    const product = products.find((x) => x.value === productId);
    if (!product) return;
    run(
      t('member-accounts.confirm.create', { product: product.label, name: p.name }),
      () => createGameAccount.mutateAsync({ memberId: p.id, productId: product.value }),
      { onDone: () => setProductId(undefined) },
    );
  };

  const columns: ListColumns<MemberAccountView> = [
    ...accountColumns(t, false),
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_: unknown, row: MemberAccountView) => (
        <AccountActions row={row} onDone={() => void result.refetch()} />
      ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <PageHeader
        title={t('players.edit', { name: p.name })}
        actions={
          <Link to={playersResource.route}>
            <Button>{t('common.back')}</Button>
          </Link>
        }
      />
      <Card>
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('money.fields.phone')}>{p.phone}</Descriptions.Item>
          <Descriptions.Item label={t('players.bank')}>
            {[p.bank_name, p.bank_account_number, p.bank_account_holder].filter(Boolean).join(' · ')}
          </Descriptions.Item>
          <Descriptions.Item label={t('players.depositCount')}>{p.deposit_count}</Descriptions.Item>
          <Descriptions.Item label={t('players.lastDeposit')}>
            {formatDateTime(p.last_deposit_at)}
          </Descriptions.Item>
          <Descriptions.Item label={t('players.registeredAt')}>
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
        title={t('players.gameIds')}
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
                {t('member-accounts.create')}
              </Button>
            </Flex>
          )
        }
      >
        <Table<MemberAccountView>
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
