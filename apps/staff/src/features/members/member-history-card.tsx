import type { MemberDetail, MemberHistoryEntry, MemberTransactionRow } from '@topup/contracts/api/members.ts';
import { Card, Table, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPTY, formatDateTime, formatRM } from '../../shared/format/format.ts';

type Fields = Record<string, unknown>;
const asFields = (value: unknown): Fields => (value && typeof value === 'object' ? (value as Fields) : {});
const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? '-' : String(value);

/** 'field: before → after' for each field that changed (or was set, on create). */
function changes(before: unknown, after: unknown): string[] {
  const b = asFields(before);
  const a = asFields(after);
  return Object.keys(a)
    .filter((key) => JSON.stringify(b[key] ?? null) !== JSON.stringify(a[key] ?? null))
    .map((key) => (key in b ? `${key}: ${shown(b[key])} → ${shown(a[key])}` : `${key}: ${shown(a[key])}`));
}

/** The member's 'histories': what was done to the member, and their latest money transactions. */
export function MemberHistoryCard({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('members.histories')}>
      <Tabs
        items={[
          {
            key: 'activity',
            label: t('members.activity'),
            children: (
              <Table<MemberHistoryEntry>
                size="small"
                rowKey="id"
                pagination={{ pageSize: 10 }}
                dataSource={member.histories}
                columns={[
                  {
                    key: 'at',
                    dataIndex: 'at',
                    title: t('common.time'),
                    width: 180,
                    render: formatDateTime,
                  },
                  { key: 'action', dataIndex: 'action', title: t('common.action') },
                  {
                    key: 'operator',
                    dataIndex: 'operator',
                    title: t('common.operator'),
                    render: (name: string | null) => name ?? EMPTY,
                  },
                  {
                    key: 'change',
                    title: t('common.change'),
                    render: (_: unknown, row: MemberHistoryEntry) => {
                      const lines = changes(row.before, row.after);
                      if (lines.length === 0) return EMPTY;
                      return (
                        <div style={{ fontSize: 12, maxWidth: 720, wordBreak: 'break-word' }}>
                          {lines.map((line) => (
                            <div key={line}>{line}</div>
                          ))}
                        </div>
                      );
                    },
                  },
                ]}
              />
            ),
          },
          {
            key: 'transactions',
            label: t('members.transactions'),
            children: (
              <Table<MemberTransactionRow>
                size="small"
                rowKey="id"
                pagination={{ pageSize: 10 }}
                dataSource={member.transactions}
                columns={[
                  { key: 'id', dataIndex: 'id', title: t('common.id') },
                  { key: 'type', dataIndex: 'type', title: t('common.type') },
                  {
                    key: 'amount',
                    dataIndex: 'amount_sen',
                    title: t('common.amount'),
                    align: 'right',
                    render: (sen: number) => formatRM(sen),
                  },
                  {
                    key: 'status',
                    dataIndex: 'status',
                    title: t('common.status'),
                    render: (s: string) => <Tag>{s}</Tag>,
                  },
                  { key: 'verification', dataIndex: 'verification', title: t('common.verification') },
                  {
                    key: 'requested_at',
                    dataIndex: 'requested_at',
                    title: t('common.time'),
                    render: formatDateTime,
                  },
                ]}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
