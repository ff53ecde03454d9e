import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportRow } from '@topup/contracts/reports.ts';
import { App, Button, Flex, Input, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/client.ts';
import { hasPermission, useMe } from '../../shared/api/use-me.ts';
import { REPORTS_API } from './api.ts';

/** A confirmed action that needs a remark (dismiss a signal, clear a fraud flag). */
function RemarkAction(props: { label: string; title: string; run: (remark: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [remark, setRemark] = useState('');
  const mutation = useMutation({
    mutationFn: () => props.run(remark),
    onSuccess: async () => {
      message.success(t('reports.fraud.done'));
      setRemark('');
      await client.invalidateQueries({ queryKey: ['report'] });
    },
    onError: (error) => message.error(error.message),
  });
  return (
    <Popconfirm
      title={props.title}
      description={
        <Input.TextArea
          aria-label={t('reports.fraud.remark')}
          placeholder={t('reports.fraud.remark')}
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
          maxLength={1000}
        />
      }
      okButtonProps={{ disabled: !remark.trim(), loading: mutation.isPending }}
      onConfirm={() => mutation.mutateAsync()}
    >
      <Button size="small">{props.label}</Button>
    </Popconfirm>
  );
}

/** Fraud report row: dismiss the signal, clear the fraud flag of its flagged members. */
export function FraudActions({ row }: { row: ReportRow }) {
  const { t } = useTranslation();
  const me = useMe().data;
  const names = String(row.members ?? '').split(', ');
  const memberIds = String(row.member_ids ?? '').split(',');
  const flagged = String(row.flagged_member_ids ?? '')
    .split(',')
    .filter(Boolean);
  return (
    <Flex gap={4} wrap>
      {row.dismissed === 'open' && hasPermission(me, 'reports.fraud_dismiss') && (
        <RemarkAction
          label={t('reports.fraud.dismiss')}
          title={t('reports.fraud.dismissTitle')}
          run={(remark) => api.post(REPORTS_API.dismissFraud, { signal_key: row.row_key, remark })}
        />
      )}
      {hasPermission(me, 'members.fraud_clear') &&
        flagged.map((id) => {
          const name = names[memberIds.indexOf(id)] ?? `#${id}`;
          return (
            <RemarkAction
              key={id}
              label={`${t('reports.fraud.clearFlag')}: ${name}`}
              title={t('reports.fraud.clearTitle', { name })}
              run={(remark) => api.post(REPORTS_API.clearFraud(id), { remark })}
            />
          );
        })}
    </Flex>
  );
}

type Checked = { examined: number; succeeded: number; failed: number; left: number };

/** Timeout report row: ask the provider now whether an open call took effect. */
export function TimeoutCheck({ row }: { row: ReportRow }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const me = useMe().data;
  const mutation = useMutation({
    mutationFn: () => api.post<{ data: Checked }>(REPORTS_API.checkTimeout(row.call_id)),
    onSuccess: async (reply) => {
      message.info(t('reports.timeout.checked', reply.data));
      await client.invalidateQueries({ queryKey: ['report'] });
    },
    onError: (error) => message.error(error.message),
  });
  if (row.outcome !== 'open' || !hasPermission(me, 'transactions.reconcile')) return null;
  return (
    <Button size="small" loading={mutation.isPending} onClick={() => mutation.mutate()}>
      {t('reports.timeout.check')}
    </Button>
  );
}
