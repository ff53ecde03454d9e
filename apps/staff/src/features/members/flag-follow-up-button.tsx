import { FlagOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/client.ts';
import { FOLLOW_UPS_URL } from '../../shared/api/endpoints.ts';
import { FormModal, useModalForm } from '../../shared/resource/use-modal-form.tsx';

/** Puts the member on the Follow Up list with a reason (one open follow-up per member). */
export function FlagFollowUpButton({ memberId, name }: { memberId: number; name: string }) {
  const { t } = useTranslation();
  const flag = useModalForm<number, { reason: string }>({
    initialValues: () => ({ reason: '' }),
    confirmText: () => t('members.confirmFlag', { name }),
    call: async (member_id, { reason }) => {
      await api.post(FOLLOW_UPS_URL, { member_id, reason });
      return { message: t('members.flagged') };
    },
    invalidate: [[FOLLOW_UPS_URL]],
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
