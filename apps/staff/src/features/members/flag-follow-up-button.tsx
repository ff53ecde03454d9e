import { FlagOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/client.ts';
import { applyFieldErrors } from '../../shared/ui/apply-field-errors.ts';
import { useFeedback } from '../../shared/ui/use-feedback.ts';

/** Puts the member on the Follow Up list with a reason (one open follow-up per member). */
export function FlagFollowUpButton({ memberId, name }: { memberId: number; name: string }) {
  const { t } = useTranslation();
  const { confirm, success, failure } = useFeedback();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();

  const save = ({ reason }: { reason: string }) =>
    confirm(t('ops.members.confirmFlag', { name }), async () => {
      try {
        await api.post('/api/staff/follow-ups', { member_id: memberId, reason });
        success(t('ops.members.flagged'));
        setOpen(false);
      } catch (error) {
        applyFieldErrors(form, error);
        failure(error);
      }
    });

  return (
    <>
      <Button icon={<FlagOutlined />} onClick={() => setOpen(true)}>
        {t('ops.members.flag')}
      </Button>
      <Modal
        open={open}
        title={t('ops.members.flag')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={save}>
          <Form.Item
            name="reason"
            label={t('ops.followUp.reason')}
            rules={[{ required: true, whitespace: true, message: t('common.required') }]}
          >
            <Input maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
