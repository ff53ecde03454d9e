import type { ClearRolloverBody, MemberRollover } from '@topup/contracts/api/rollover.ts';
import { Button, Card, Form, Input, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, useMe } from '../../shared/api/use-me.ts';
import { formatDateTime, formatRMText } from '../../shared/format/format.ts';
import { FormModal, useModalForm } from '../../shared/resource/use-modal-form.tsx';
import { useClearRollover, useMemberRollover } from './api.ts';

/** The rollover the member still owes per game account, and "clear rollover" with a remark. */
export function MemberRolloverCard({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const me = useMe().data;
  const owed = useMemberRollover(memberId, hasPermission(me, 'member_accounts.view'));
  const clearRollover = useClearRollover(memberId);
  const clearing = useModalForm<MemberRollover, ClearRolloverBody>({
    initialValues: () => ({ remark: '' }),
    confirmText: (row) => t('members.rollover.confirmClear', { username: row.username, target: row.target }),
    call: (row, values) => clearRollover.mutateAsync({ ...values, accountId: row.member_account_id }),
  });
  if (!hasPermission(me, 'member_accounts.view')) return null;
  const money = (v: string | null) => (v === null ? t('members.rollover.unknown') : formatRMText(v));
  return (
    <Card size="small" title={t('members.rollover.title')}>
      <Table<MemberRollover>
        size="small"
        rowKey="member_account_id"
        loading={owed.isPending}
        pagination={false}
        dataSource={owed.data ?? []}
        // Own colour: the table's empty cell is pale grey, below AA contrast.
        locale={{
          emptyText: <Typography.Text type="secondary">{t('members.rollover.none')}</Typography.Text>,
        }}
        columns={[
          {
            key: 'product',
            title: t('members.rollover.account'),
            render: (_, r) => `${r.product} · ${r.username}`,
          },
          { key: 'target', title: t('members.rollover.target'), render: (_, r) => money(r.target) },
          { key: 'turnover', title: t('members.rollover.turnover'), render: (_, r) => money(r.turnover) },
          { key: 'remaining', title: t('members.rollover.remaining'), render: (_, r) => money(r.remaining) },
          { key: 'since', title: t('members.rollover.since'), render: (_, r) => formatDateTime(r.since) },
          ...(hasPermission(me, 'rollover.clear')
            ? [
                {
                  key: 'clear',
                  title: t('common.actions'),
                  render: (_: unknown, r: MemberRollover) => (
                    <Button size="small" danger onClick={() => clearing.open(r)}>
                      {t('members.rollover.clear')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <FormModal name="clear-rollover" state={clearing} title={t('members.rollover.clearTitle')}>
        <Form.Item
          name="remark"
          label={t('members.rollover.remark')}
          rules={[{ required: true, whitespace: true, message: t('common.required') }]}
        >
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </FormModal>
    </Card>
  );
}
