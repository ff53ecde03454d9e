import type { CloseShiftBody, ShiftState } from '@topup/contracts/api/shifts.ts';
import { Alert, Button, Card, Checkbox, Col, Descriptions, Flex, Form, Input, Row, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatRMText } from '../../shared/format/format.ts';
import { applyFieldErrors } from '../../shared/ui/apply-field-errors.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useFeedback } from '../../shared/ui/use-feedback.ts';
import { useCloseShift, useCurrentShift } from './api.ts';

type CloseForm = { remark?: string; acknowledge?: boolean };

/** Where an unverified item is worked: the queue's "To verify" tab. */
const TO_VERIFY = {
  deposits: '/pending-deposits?tab=to_verify',
  withdrawals: '/pending-withdrawals?tab=to_verify',
} as const;

function ShiftSummary({ shift }: { shift: ShiftState }) {
  const { t } = useTranslation();
  const counted = (kind: keyof typeof TO_VERIFY) => (
    <Link to={TO_VERIFY[kind]} data-testid={`shift-unverified-${kind}`}>
      {shift.unverified[kind]}
    </Link>
  );
  return (
    <Card title={t('shift.current')}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('shift.window')}>
          {`${formatDateTime(String(shift.shift_start))} – ${formatDateTime(String(shift.shift_end))}`}
        </Descriptions.Item>
        <Descriptions.Item label={t('shift.approved')}>{shift.work.approve_count}</Descriptions.Item>
        <Descriptions.Item label={t('shift.rejected')}>{shift.work.reject_count}</Descriptions.Item>
        <Descriptions.Item label={t('shift.completed')}>{shift.work.complete_count}</Descriptions.Item>
        <Descriptions.Item label={t('shift.deposits')}>{formatRMText(shift.work.deposit)}</Descriptions.Item>
        <Descriptions.Item label={t('shift.withdrawals')}>
          {formatRMText(shift.work.withdrawal)}
        </Descriptions.Item>
        <Descriptions.Item label={t('shift.unverifiedDeposits')}>{counted('deposits')}</Descriptions.Item>
        <Descriptions.Item label={t('shift.unverifiedWithdrawals')}>
          {counted('withdrawals')}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/**
 * The operator's shift: what they did in it and what they approved that still waits for
 * verification (the counts the logout warning gives), and the handover that closes it.
 */
export function ShiftPage() {
  const { t } = useTranslation();
  const shift = useCurrentShift();
  const close = useCloseShift();
  const { confirm, success, failure } = useFeedback();
  const [form] = Form.useForm<CloseForm>();
  const state = shift.data;
  if (!state) return <Spin />;
  const unverified = state.unverified.deposits + state.unverified.withdrawals;

  const submit = (values: CloseForm) =>
    confirm(t('shift.confirmClose'), async () => {
      const body: CloseShiftBody = { remark: values.remark, acknowledge: Boolean(values.acknowledge) };
      try {
        await close.mutateAsync(body);
        form.resetFields();
        success(t('shift.closed'));
      } catch (error) {
        applyFieldErrors(form, error);
        failure(error);
        throw error;
      }
    });

  return (
    <Flex vertical gap={12}>
      <PageHeader title={t('shift.title')} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <ShiftSummary shift={state} />
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('shift.handover')}>
            <Flex vertical gap={12}>
              {state.handed_over_at && (
                <Alert
                  type="success"
                  showIcon
                  data-testid="shift-handed-over"
                  message={t('shift.handedOver', { at: formatDateTime(String(state.handed_over_at)) })}
                  description={state.remark ?? undefined}
                />
              )}
              {unverified > 0 && <Alert type="warning" showIcon message={t('shift.unverifiedWarning')} />}
              <Form<CloseForm> form={form} layout="vertical" onFinish={submit}>
                <Form.Item name="remark" label={t('shift.remark')}>
                  <Input.TextArea rows={4} maxLength={1000} placeholder={t('shift.remarkHint')} />
                </Form.Item>
                {unverified > 0 && (
                  <Form.Item
                    name="acknowledge"
                    valuePropName="checked"
                    rules={[
                      {
                        validator: (_, checked) =>
                          checked
                            ? Promise.resolve()
                            : Promise.reject(new Error(t('shift.acknowledgeRequired'))),
                      },
                    ]}
                  >
                    <Checkbox>{t('shift.acknowledge')}</Checkbox>
                  </Form.Item>
                )}
                <Button type="primary" htmlType="submit" loading={close.isPending}>
                  {t('shift.close')}
                </Button>
              </Form>
            </Flex>
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
