import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { PlayerLookup, ScoreEntry, WorkstationAccount } from '@topup/contracts/api/workstation.ts';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Flex,
  Input,
  Row,
  Table,
  Tag,
  Typography,
} from 'antd';
import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EMPTY, formatDateTime, formatRM } from '../../shared/format/format.ts';
import { MemberNotesCard } from '../../shared/member-notes/member-notes-card.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { StatusTag } from '../../shared/ui/status-tag.tsx';
import { usePlayerBalance, usePlayerLookup, useRefreshWorkstation, useScoreLog } from './api.ts';

export type Account = WorkstationAccount;
export type Lookup = PlayerLookup;

function Balance({ account }: { account: Account }) {
  const { t } = useTranslation();
  const balance = usePlayerBalance(account.id);
  if (balance.isPending) return <span>…</span>;
  if (balance.error) return <Typography.Text type="danger">{balance.error.message}</Typography.Text>;
  return <span>{balance.data === null ? t('workstation.notSynced') : formatRM(balance.data)}</span>;
}

function ScoreLog({ account }: { account: Account }) {
  const { t } = useTranslation();
  const log = useScoreLog(account.id);
  return (
    <Card
      size="small"
      title={t('workstation.scoreLog', { product: account.product_name, username: account.username })}
      extra={
        <Button
          size="small"
          icon={<ReloadOutlined />}
          aria-label={t('common.reload')}
          onClick={() => void log.refetch()}
        />
      }
    >
      {log.error && <Alert type="error" showIcon title={log.error.message} />}
      <Table<ScoreEntry>
        size="small"
        rowKey="providerTxId"
        loading={log.isFetching}
        dataSource={log.data ?? []}
        pagination={{ pageSize: 20 }}
        columns={[
          { key: 'at', dataIndex: 'at', title: t('common.time'), render: formatDateTime },
          {
            key: 'kind',
            dataIndex: 'kind',
            title: t('common.type'),
            render: (k: string) => <Tag>{k}</Tag>,
          },
          {
            key: 'amount',
            dataIndex: 'amountSen',
            title: t('common.amount'),
            align: 'right',
            render: formatRM,
          },
          {
            key: 'before',
            dataIndex: 'balanceBeforeSen',
            title: t('workstation.before'),
            align: 'right',
            render: formatRM,
          },
          {
            key: 'after',
            dataIndex: 'balanceAfterSen',
            title: t('workstation.after'),
            align: 'right',
            render: formatRM,
          },
          { key: 'reference', dataIndex: 'reference', title: t('workstation.reference') },
        ]}
      />
    </Card>
  );
}

/** What the Workstation is given to act on the looked-up account (composed by the app from the money forms). */
export type WorkstationActionsProps = { account: Account; member: Lookup['member']; onDone: () => void };

/**
 * Workstation: account ID lookup, perform action, player information, player score
 * log. After an action the information, balances and score log are read again.
 */
export function WorkstationPage({ actions: Actions }: { actions?: ComponentType<WorkstationActionsProps> }) {
  const { t } = useTranslation();
  const refresh = useRefreshWorkstation();
  // ?account= (from the command palette) looks the account up at once.
  const [params] = useSearchParams();
  const [input, setInput] = useState(params.get('account') ?? '');
  const [accountId, setAccountId] = useState<string | null>(params.get('account'));
  const [selected, setSelected] = useState<number | null>(null);
  const asked = params.get('account');
  useEffect(() => {
    if (asked === null) return;
    setInput(asked);
    setAccountId(asked);
    setSelected(null);
  }, [asked]);
  const lookup = usePlayerLookup(accountId);
  const data = lookup.data;
  const current =
    data?.accounts.find((a) => a.id === (selected ?? data.matched_account_id)) ?? data?.accounts[0];

  const search = () => {
    setSelected(null);
    // Blank goes to the server too: it answers 'Please enter an account ID.' in the operator's language.
    setAccountId(input.trim());
    if (input.trim() === accountId) void lookup.refetch();
  };

  return (
    <Flex vertical gap={12}>
      <PageHeader title={t('workstation.title')} />
      <Card size="small">
        <Flex gap={8}>
          <Input
            aria-label={t('workstation.accountId')}
            placeholder={t('workstation.accountIdHint')}
            style={{ maxWidth: 360 }}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            onPressEnter={search}
          />
          <Button type="primary" icon={<SearchOutlined />} onClick={search}>
            {t('workstation.lookup')}
          </Button>
        </Flex>
      </Card>
      {lookup.error && <Alert type="error" showIcon title={lookup.error.message} />}
      {!data && !lookup.error && <Empty description={t('workstation.empty')} />}
      {data && (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={10}>
            <Card
              size="small"
              title={t('workstation.playerInfo')}
              extra={<Link to={`/members/${data.member.id}/edit`}>{t('workstation.openMember')}</Link>}
            >
              <Descriptions size="small" column={1}>
                <Descriptions.Item label={t('common.name')}>
                  {data.member.name}{' '}
                  {data.member.fraud && <StatusTag tone="failed">{t('members.fraud')}</StatusTag>}
                </Descriptions.Item>
                <Descriptions.Item label={t('members.phone')}>{data.member.phone}</Descriptions.Item>
                <Descriptions.Item label={t('common.status')}>
                  {t(`common.${data.member.status}`)}
                </Descriptions.Item>
                <Descriptions.Item label={t('members.referCode')}>
                  {data.member.refer_code ?? EMPTY}
                </Descriptions.Item>
                <Descriptions.Item label={t('members.source')}>
                  {data.member.source_name ?? EMPTY}
                </Descriptions.Item>
                <Descriptions.Item label={t('members.bank')}>
                  {data.member.bank_account_number
                    ? `${data.member.bank_name ?? ''} ${data.member.bank_account_number} (${data.member.bank_account_holder ?? ''})`
                    : EMPTY}
                </Descriptions.Item>
                <Descriptions.Item label={t('members.depositCount')}>
                  {data.member.deposit_count}
                </Descriptions.Item>
                <Descriptions.Item label={t('members.lastDeposit')}>
                  {formatDateTime(data.member.last_deposit_at)}
                </Descriptions.Item>
                <Descriptions.Item label={t('members.registeredAt')}>
                  {formatDateTime(data.member.registered_at)}
                </Descriptions.Item>
              </Descriptions>
            </Card>
            <div style={{ marginTop: 16 }}>
              <MemberNotesCard member={data.member} />
            </div>
          </Col>
          <Col xs={24} xl={14}>
            <Card size="small" title={t('workstation.accounts')}>
              <Table<Account>
                size="small"
                rowKey="id"
                dataSource={data.accounts}
                pagination={false}
                rowSelection={{
                  type: 'radio',
                  selectedRowKeys: current ? [current.id] : [],
                  onChange: (keys) => setSelected(Number(keys[0])),
                }}
                columns={[
                  { key: 'product', dataIndex: 'product_name', title: t('workstation.product') },
                  { key: 'username', dataIndex: 'username', title: t('workstation.gameId') },
                  {
                    key: 'balance',
                    title: t('workstation.balance'),
                    render: (_: unknown, a: Account) => <Balance account={a} />,
                  },
                  {
                    key: 'state',
                    title: t('common.status'),
                    render: (_: unknown, a: Account) => (
                      <Flex gap={4} wrap>
                        <Tag>{t(`common.${a.status}`)}</Tag>
                        {!a.enabled && <Tag>{t('workstation.disabled')}</Tag>}
                        {a.frozen && <StatusTag tone="attention">{t('workstation.frozen')}</StatusTag>}
                        {a.locked && <StatusTag tone="attention">{t('workstation.locked')}</StatusTag>}
                        {!a.synced && <StatusTag tone="attention">{t('workstation.notSynced')}</StatusTag>}
                        {a.maintenance && (
                          <StatusTag tone="attention">{t('workstation.maintenance')}</StatusTag>
                        )}
                      </Flex>
                    ),
                  },
                ]}
              />
            </Card>
          </Col>
          {current && Actions && (
            <Col span={24}>
              <Actions account={current} member={data.member} onDone={refresh} />
            </Col>
          )}
          {current && (
            <Col span={24}>
              <ScoreLog account={current} />
            </Col>
          )}
        </Row>
      )}
    </Flex>
  );
}
