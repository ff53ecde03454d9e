import type { ImportJobView } from '@topup/contracts/api/member-import.ts';
import { Alert, Flex, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListColumns } from '../../shared/table/list-columns.ts';
import { MatchTags, MemberLink } from './duplicate-warning.tsx';

type Flagged = NonNullable<ImportJobView['preview']>['duplicates'][number];

/**
 * The import preview's duplicate flags: rows sharing a bank account, or a name with the date of
 * birth, with members (linked) or with other rows. They may still be imported (recorded as Fraud
 * report signals).
 */
export function ImportDuplicates({ flagged }: { flagged: Flagged[] }) {
  const { t } = useTranslation();
  if (!flagged.length) return null;
  const columns: ListColumns<Flagged> = [
    { key: 'row', dataIndex: 'row', title: t('members.import.row'), width: 80 },
    {
      key: 'members',
      dataIndex: 'members',
      title: t('members.duplicates.sameAs'),
      render: (_: unknown, f: Flagged) => (
        <Flex vertical gap={4}>
          {f.members.map((m) => (
            <Flex key={m.id} gap={8} wrap align="center">
              <MemberLink member={m} />
              <MatchTags matches={m.matches} />
            </Flex>
          ))}
          {f.rows.length > 0 && <span>{t('members.duplicates.sameRows', { rows: f.rows.join(', ') })}</span>}
        </Flex>
      ),
    },
  ];
  return (
    <Flex vertical gap={8} data-testid="import-duplicates">
      <Alert
        type="warning"
        showIcon
        title={t('members.duplicates.importTitle', { count: flagged.length })}
        description={t('members.duplicates.importHint')}
      />
      <Table size="small" rowKey="row" dataSource={flagged} columns={columns} pagination={{ pageSize: 10 }} />
    </Flex>
  );
}
