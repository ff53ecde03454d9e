import type { DailyBalanceQuery, DailyBalanceView } from '@topup/contracts/api/bank-movements.ts';
import { Card, DatePicker, Flex, Select, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRMText } from '../../shared/format/format.ts';
import { useMoneyOptions } from '../../shared/pickers/money-options.tsx';
import { moneyColumn } from '../../shared/resource/columns.tsx';
import { DAY_FORMAT } from '../../shared/table/date-presets.ts';
import type { ListColumns } from '../../shared/table/list-columns.ts';
import { useDailyBalances } from './api.ts';

/** A difference other than zero stands out: the books and the bank disagree that day. */
function Difference({ value }: { value: string | null }) {
  const { t } = useTranslation();
  if (value === null)
    return <Typography.Text type="secondary">{t('bank-balances.noStatement')}</Typography.Text>;
  const off = Number(value) !== 0;
  return (
    <Typography.Text type={off ? 'danger' : 'success'} strong={off}>
      {formatRMText(value)}
    </Typography.Text>
  );
}

/** Each bank account per day: its balance in the books, its last statement balance, the difference. */
export function DailyBalanceCard() {
  const { t } = useTranslation();
  const banks = useMoneyOptions().data?.banks ?? [];
  const [bankId, setBankId] = useState<number | undefined>();
  const [days, setDays] = useState<Pick<DailyBalanceQuery, 'from' | 'to'>>({});
  const rows = useDailyBalances({ bank_id: bankId, ...days });
  const setRange = (range: [Dayjs | null, Dayjs | null] | null) =>
    setDays({ from: range?.[0]?.format(DAY_FORMAT), to: range?.[1]?.format(DAY_FORMAT) });
  const columns: ListColumns<DailyBalanceView> = [
    { key: 'day', dataIndex: 'day', title: t('bank-balances.day') },
    { key: 'bank', dataIndex: 'bank', title: t('bank-balances.bank') },
    moneyColumn('ledger_balance', t('bank-balances.ledgerBalance')),
    moneyColumn('statement_balance', t('bank-balances.statementBalance')),
    {
      key: 'statement_at',
      dataIndex: 'statement_at',
      title: t('bank-balances.statementAt'),
      render: formatDateTime,
    },
    {
      key: 'difference',
      dataIndex: 'difference',
      title: t('bank-balances.difference'),
      align: 'right',
      render: (value: string | null) => <Difference value={value} />,
    },
  ];
  return (
    <Card title={t('bank-balances.daily')} size="small">
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{t('bank-balances.hint')}</Typography.Text>
        <Flex gap={8} wrap>
          <Select<number | ''>
            aria-label={t('bank-balances.bank')}
            style={{ width: 320 }}
            value={bankId ?? ''}
            onChange={(value) => setBankId(value === '' ? undefined : value)}
            options={[{ value: '', label: t('bank-balances.allBanks') }, ...banks]}
          />
          <DatePicker.RangePicker aria-label={t('bank-balances.day')} onChange={setRange} />
        </Flex>
        <Table<DailyBalanceView>
          size="small"
          rowKey={(r) => `${r.day}-${r.bank_id}`}
          loading={rows.isFetching}
          dataSource={rows.data ?? []}
          columns={columns}
          pagination={{ pageSize: 14, hideOnSinglePage: true }}
        />
      </Flex>
    </Card>
  );
}
