import { Alert, Button, Card, DatePicker, Descriptions, Flex, Select, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime, formatRMText } from '../../shared/format/format.ts';
import { useConfirmedAction } from '../../shared/resource/use-confirmed-action.ts';
import { DAY_FORMAT, datePresets } from '../../shared/table/date-presets.ts';
import type { ListColumns } from '../../shared/table/list-columns.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { StatusTag } from '../../shared/ui/status-tag.tsx';
import {
  type BonusRunLine,
  type BonusRunPlan,
  newIdempotencyKey,
  useBonusRunOptions,
  useBonusRunPreview,
  usePayBonusRun,
} from './api.ts';
import { lastPeriod } from './run-period.ts';

/**
 * Run a rebate or referral bonus for a period of business days: the preview per member (base,
 * bonus, or why not), then, after a confirmation, the payment into reward wallets.
 */
export function BonusRunPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const options = useBonusRunOptions();
  const bonusId = params.get('bonus_id') ?? '';
  const bonus = options.data?.bonuses.find((b) => String(b.id) === bonusId);
  const suggested = bonus && options.data ? lastPeriod(bonus.frequency, options.data.today) : null;
  const from = params.get('from') ?? suggested?.[0].format(DAY_FORMAT) ?? '';
  const to = params.get('to') ?? suggested?.[1].format(DAY_FORMAT) ?? '';
  const update = (changes: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) next.set(key, value);
      return next;
    });
  const preview = useBonusRunPreview({ bonus_id: bonusId, from, to }, Boolean(bonus && from && to));

  return (
    <Flex vertical gap={12}>
      <PageHeader title={t('bonuses.run.title')} />
      {/* The filter bar, as a list's toolbar: what to run and for which days. */}
      <Flex gap={8} wrap align="center">
        <Select
          loading={options.isLoading}
          aria-label={t('bonuses.run.bonus')}
          placeholder={t('bonuses.run.chooseBonus')}
          style={{ width: 280 }}
          value={bonus?.id}
          onChange={(id: number) => {
            const chosen = options.data?.bonuses.find((b) => b.id === id);
            const [start, end] = lastPeriod(chosen?.frequency ?? 'weekly', options.data?.today ?? '');
            update({ bonus_id: String(id), from: start.format(DAY_FORMAT), to: end.format(DAY_FORMAT) });
          }}
          options={options.data?.bonuses.map((b) => ({
            value: b.id,
            label: `${b.name} (${t(`bonuses.types.${b.type}`)})`,
          }))}
          notFoundContent={t('bonuses.run.noBonus')}
        />
        <DatePicker.RangePicker
          aria-label={t('bonuses.run.period')}
          allowClear={false}
          disabled={!bonus}
          presets={datePresets((key) => t(key), dayjs(options.data?.today)).map((p) => ({
            label: p.label,
            value: p.value,
          }))}
          value={from && to ? [dayjs(from), dayjs(to)] : null}
          onChange={(value) => {
            const [start, end] = (value ?? []) as [Dayjs | null, Dayjs | null];
            if (start && end) update({ from: start.format(DAY_FORMAT), to: end.format(DAY_FORMAT) });
          }}
        />
      </Flex>
      {preview.error && <Alert type="error" title={preview.error.message} />}
      {preview.data && <RunPreview plan={preview.data} />}
    </Flex>
  );
}

function RunPreview({ plan }: { plan: BonusRunPlan }) {
  const { t } = useTranslation();
  const act = useConfirmedAction();
  const referral = plan.bonus.type === 'referral';
  const canPay = plan.ended && !plan.paid_run && plan.members > 0;
  const payRun = usePayBonusRun();
  const pay = () => {
    // One key per confirmed submission: a double click or a retry pays once.
    const idempotencyKey = newIdempotencyKey();
    act(
      t('bonuses.run.confirmPay', { total: plan.total, members: plan.members, from: plan.from, to: plan.to }),
      () =>
        payRun.mutateAsync({
          run: { bonus_id: plan.bonus.id, from: plan.from, to: plan.to },
          idempotencyKey,
        }),
    );
  };
  const columns: ListColumns<BonusRunLine> = [
    {
      key: 'member',
      title: referral ? t('bonuses.run.upline') : t('bonuses.run.member'),
      render: (_: unknown, l) => `${l.member_name} (${l.member_phone})`,
    },
    ...(referral
      ? [{ key: 'referred', title: t('bonuses.run.referred'), dataIndex: 'referred_member_name' as const }]
      : []),
    {
      key: 'base',
      title: referral ? t('bonuses.run.firstDeposit') : t('bonuses.run.netLoss'),
      align: 'right',
      render: (_: unknown, l) => formatRMText(l.base),
    },
    {
      key: 'bonus',
      title: t('bonuses.value'),
      align: 'right',
      render: (_: unknown, l) => formatRMText(l.bonus),
    },
    {
      key: 'status',
      title: t('bonuses.run.status'),
      render: (_: unknown, l) =>
        l.skip ? (
          <Tag>{t(`bonuses.run.skip.${l.skip}`)}</Tag>
        ) : (
          <StatusTag tone="attention">{t('bonuses.run.toPay')}</StatusTag>
        ),
    },
  ];
  const value = Number(plan.bonus.amount) > 0 ? formatRMText(plan.bonus.amount) : `${plan.bonus.percentage}%`;
  return (
    <Card>
      <Flex vertical gap={12}>
        {plan.paid_run && (
          <Alert
            type="success"
            title={t('bonuses.run.paid', {
              total: plan.paid_run.total,
              members: plan.paid_run.members,
              from: plan.paid_run.from,
              to: plan.paid_run.to,
              at: formatDateTime(plan.paid_run.created_at),
            })}
          />
        )}
        {!plan.ended && <Alert type="warning" title={t('bonuses.run.notEnded')} />}
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'bonus', label: t('bonuses.run.bonus'), children: plan.bonus.name },
            { key: 'value', label: t('bonuses.value'), children: value },
            {
              key: 'max',
              label: t('bonuses.fields.max_bonus'),
              children: plan.bonus.max_bonus ? formatRMText(plan.bonus.max_bonus) : t('bonuses.noCap'),
            },
            { key: 'period', label: t('bonuses.run.period'), children: `${plan.from} – ${plan.to}` },
            { key: 'members', label: t('bonuses.run.members'), children: plan.members },
            { key: 'total', label: t('bonuses.run.total'), children: formatRMText(plan.total) },
          ]}
        />
        <Table<BonusRunLine>
          size="small"
          rowKey={(l) => `${l.member_id}-${l.referred_member_id ?? ''}`}
          columns={columns}
          dataSource={plan.lines}
          locale={{ emptyText: t('bonuses.run.empty') }}
        />
        <Flex justify="end">
          <Button type="primary" disabled={!canPay} onClick={pay}>
            {t('bonuses.run.pay', { total: plan.total })}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
