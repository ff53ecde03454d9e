import { GiftOutlined } from '@ant-design/icons';
import type { GrantSpinsBody } from '@topup/contracts/api/fortune-spin.ts';
import { Button, Card, Form, Input, InputNumber, List, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, useMe } from '../../shared/api/use-me.ts';
import { formatDateTime } from '../../shared/format/format.ts';
import { FormModal, useModalForm } from '../../shared/resource/use-modal-form.tsx';
import { useGrantSpins, useMemberSpins } from './api.ts';

/** The member's fortune spins left, what gave them, and the staff "grant spins" action (logged). */
export function MemberSpinsCard({ member }: { member: { id: number; name: string } }) {
  const { t } = useTranslation();
  const me = useMe().data;
  const spins = useMemberSpins(member.id, hasPermission(me, 'fortune_spin.view'));
  const grantSpins = useGrantSpins(member.id);
  const grant = useModalForm<number, GrantSpinsBody>({
    initialValues: () => ({ spins: 1, remark: '' }),
    confirmText: (_, v) => t('members.spins.confirmGrant', { count: v.spins, name: member.name }),
    call: (_, v) => grantSpins.mutateAsync(v),
  });
  if (!hasPermission(me, 'fortune_spin.view')) return null;
  return (
    <Card
      size="small"
      title={t('members.spins.title')}
      loading={spins.isPending}
      extra={
        hasPermission(me, 'fortune_spin.manage') && (
          <Button size="small" icon={<GiftOutlined />} onClick={() => grant.open(member.id)}>
            {t('members.spins.grant')}
          </Button>
        )
      }
    >
      <Statistic title={t('members.spins.available')} value={spins.data?.spins ?? 0} />
      <List
        size="small"
        locale={{ emptyText: t('members.spins.none') }}
        dataSource={spins.data?.grants ?? []}
        renderItem={(g) => (
          <List.Item>
            <Typography.Text>
              +{g.spins} · {t(`members.spins.reasons.${g.reason}`)}
              {g.remark ? ` · ${g.remark}` : ''}
            </Typography.Text>
            <Typography.Text type="secondary">{formatDateTime(g.created_at)}</Typography.Text>
          </List.Item>
        )}
      />
      <FormModal
        name="grant-spins"
        state={grant}
        title={t('members.spins.grantTitle', { name: member.name })}
      >
        <Form.Item
          name="spins"
          label={t('members.spins.count')}
          rules={[{ required: true, message: t('common.required') }]}
        >
          <InputNumber min={1} max={100} precision={0} />
        </Form.Item>
        <Form.Item
          name="remark"
          label={t('members.spins.remark')}
          rules={[{ required: true, whitespace: true, message: t('common.required') }]}
        >
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </FormModal>
    </Card>
  );
}
