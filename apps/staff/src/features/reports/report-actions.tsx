import type { ReportRow } from '@topup/contracts/api/reports.ts';
import { App, Button, Flex, Input, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPermission, useMe } from '../../shared/api/use-me.ts';
import { useCheckTimeout, useClearFraudFlag, useDismissFraudSignal } from './api.ts';

type RemarkActionProps = {
  label: string;
  title: string;
  pending: boolean;
  run: (remark: string) => Promise<unknown>;
};

/** A confirmed action that needs a remark (dismiss a signal, clear a fraud flag). */
function RemarkAction(props: RemarkActionProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [remark, setRemark] = useState('');
  const confirm = async () => {
    try {
      await props.run(remark);
      message.success(t('reports.fraud.done'));
      setRemark('');
    } catch (error) {
      message.error((error as Error).message);
    }
  };
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
      okButtonProps={{ disabled: !remark.trim(), loading: props.pending }}
      onConfirm={confirm}
    >
      <Button size="small">{props.label}</Button>
    </Popconfirm>
  );
}

function DismissSignal({ signalKey }: { signalKey: string }) {
  const { t } = useTranslation();
  const dismiss = useDismissFraudSignal();
  return (
    <RemarkAction
      label={t('reports.fraud.dismiss')}
      title={t('reports.fraud.dismissTitle')}
      pending={dismiss.isPending}
      run={(remark) => dismiss.mutateAsync({ signal_key: signalKey, remark })}
    />
  );
}

function ClearFlag({ memberId, name }: { memberId: string; name: string }) {
  const { t } = useTranslation();
  const clear = useClearFraudFlag();
  return (
    <RemarkAction
      label={`${t('reports.fraud.clearFlag')}: ${name}`}
      title={t('reports.fraud.clearTitle', { name })}
      pending={clear.isPending}
      run={(remark) => clear.mutateAsync({ memberId, remark })}
    />
  );
}

/** Fraud report row: dismiss the signal, clear the fraud flag of its flagged members. */
export function FraudActions({ row }: { row: ReportRow }) {
  const me = useMe().data;
  const names = String(row.members ?? '').split(', ');
  const memberIds = String(row.member_ids ?? '').split(',');
  const flagged = String(row.flagged_member_ids ?? '')
    .split(',')
    .filter(Boolean);
  return (
    <Flex gap={4} wrap>
      {row.dismissed === 'open' && hasPermission(me, 'reports.fraud_dismiss') && (
        <DismissSignal signalKey={String(row.row_key)} />
      )}
      {hasPermission(me, 'members.fraud_clear') &&
        flagged.map((id) => (
          <ClearFlag key={id} memberId={id} name={names[memberIds.indexOf(id)] ?? `#${id}`} />
        ))}
    </Flex>
  );
}

/** Timeout report row: ask the provider now whether an open call took effect. */
export function TimeoutCheck({ row }: { row: ReportRow }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const me = useMe().data;
  const check = useCheckTimeout();
  if (row.outcome !== 'open' || !hasPermission(me, 'transactions.reconcile') || row.call_id == null)
    return null;
  const callId = row.call_id;
  return (
    <Button
      size="small"
      loading={check.isPending}
      onClick={() =>
        check.mutate(callId, {
          onSuccess: (checked) => message.info(t('reports.timeout.checked', checked)),
          onError: (error) => message.error(error.message),
        })
      }
    >
      {t('reports.timeout.check')}
    </Button>
  );
}
