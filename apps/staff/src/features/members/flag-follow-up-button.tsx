import { FlagOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, useModalForm } from '../../shared/resource/use-modal-form.tsx';
import { useFlagMember } from './api.ts';

/** Puts the member on the Follow Up list with a reason (one open follow-up per member). */
export function FlagFollowUpButton({ memberId, name }: { memberId: number; name: string }) {
  const { t } = useTranslation();
  const flagMember = useFlagMember();
  const flag = useModalForm<number, { reason: string }>({
    initialValues: () => ({ reason: '' }),
    confirmText: () => t('members.confirmFlag', { name }),
    call: async (member_id, { reason }) => {
      await flagMember.mutateAsync({ member_id, reason });
      return { message: t('members.flagged') };
    },
  });

  return (
    <>
      <Button icon={<FlagOutlined />} onClick={() => flag.open(memberId)}>
        {t('members.flag')}
      </Button>
      <FormModal<{ reason: string }> state={flag} title={t('members.flag')}>
        <Form.Item
          name="reason"
          label={t('follow-up.reason')}
          rules={[{ required: true, whitespace: true, message: t('common.required') }]}
        >
          <Input maxLength={200} />
        </Form.Item>
      </FormModal>
    </>
  );
}
