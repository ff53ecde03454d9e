import type { ChangePasswordBody, SetPinBody } from '@topup/contracts/api/staff-auth.ts';
import { Alert, Button, Card, Col, Descriptions, Form, Input, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../shared/api/use-me.ts';
import { formatDateTime } from '../../shared/format/format.ts';
import { AlertSettingsCard } from '../../shared/live/alert-settings-card.tsx';
import { PasswordStrength } from '../../shared/password/password-strength.tsx';
import { applyFieldErrors } from '../../shared/ui/apply-field-errors.ts';
import { useFeedback } from '../../shared/ui/use-feedback.ts';
import { useChangePassword, useSetPin } from './api.ts';

/** `confirm` is typed twice on screen and never sent. */
type PasswordForm = ChangePasswordBody & { confirm: string };
type PinForm = SetPinBody & { confirm: string };

export function ProfilePage() {
  const { t } = useTranslation();
  const me = useMe().data;
  const passwordChange = useChangePassword();
  const pinSave = useSetPin();
  const { confirm, success, failure } = useFeedback();
  const [passwordForm] = Form.useForm<PasswordForm>();
  const [pinForm] = Form.useForm<PinForm>();
  const newPassword = Form.useWatch('password', passwordForm);

  const changePassword = ({ current_password, password }: PasswordForm) =>
    confirm(t('profile.changePassword'), async () => {
      try {
        await passwordChange.mutateAsync({ current_password, password });
        passwordForm.resetFields();
        success(t('profile.passwordChanged'));
      } catch (error) {
        applyFieldErrors(passwordForm, error);
        failure(error);
      }
    });

  const savePin = ({ current_password, pin }: PinForm) =>
    confirm(t('profile.securityPin'), async () => {
      try {
        await pinSave.mutateAsync({ current_password, pin });
        pinForm.resetFields();
        success(t('profile.pinSaved'));
      } catch (error) {
        applyFieldErrors(pinForm, error);
        failure(error);
      }
    });

  if (!me) return null;
  const sameAs =
    (field: string, message: string) =>
    ({ getFieldValue }: { getFieldValue: (n: string) => unknown }) => ({
      validator: (_: unknown, value: unknown) =>
        !value || value === getFieldValue(field) ? Promise.resolve() : Promise.reject(new Error(message)),
    });

  return (
    <>
      <Typography.Title level={3}>{t('profile.title')}</Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={8}>
          <Card title={t('profile.account')}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('common.name')}>{me.operator.name}</Descriptions.Item>
              <Descriptions.Item label={t('common.username')}>{me.operator.username}</Descriptions.Item>
              <Descriptions.Item label={t('common.role')}>{me.role.name}</Descriptions.Item>
              <Descriptions.Item label={t('common.lastLogin')}>
                {formatDateTime(me.operator.last_login_at) || t('common.never')}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title={t('profile.changePassword')}>
            <Form form={passwordForm} layout="vertical" onFinish={changePassword}>
              <Form.Item
                name="current_password"
                label={t('profile.currentPassword')}
                rules={[{ required: true, message: t('common.required') }]}
              >
                <Input.Password autoComplete="current-password" />
              </Form.Item>
              <Form.Item
                name="password"
                label={t('profile.newPassword')}
                rules={[{ required: true, message: t('common.required') }]}
                extra={<PasswordStrength password={newPassword} username={me.operator.username} />}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
              <Form.Item
                name="confirm"
                label={t('profile.confirmPassword')}
                dependencies={['password']}
                rules={[
                  { required: true, message: t('common.required') },
                  sameAs('password', t('profile.passwordMismatch')),
                ]}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
              <Button type="primary" htmlType="submit">
                {t('common.save')}
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title={t('profile.securityPin')}>
            <Alert
              type={me.operator.has_pin ? 'success' : 'warning'}
              showIcon
              title={me.operator.has_pin ? t('profile.pinIsSet') : t('profile.pinNotSet')}
              style={{ marginBottom: 16 }}
            />
            <Form form={pinForm} layout="vertical" onFinish={savePin}>
              <Form.Item
                name="current_password"
                label={t('profile.currentPassword')}
                rules={[{ required: true, message: t('common.required') }]}
              >
                <Input.Password autoComplete="current-password" />
              </Form.Item>
              <Form.Item
                name="pin"
                label={t('profile.pin')}
                rules={[{ required: true, pattern: /^\d{4,6}$/, message: t('profile.pinFormat') }]}
              >
                <Input.Password inputMode="numeric" maxLength={6} autoComplete="off" />
              </Form.Item>
              <Form.Item
                name="confirm"
                label={t('profile.confirmPin')}
                dependencies={['pin']}
                rules={[
                  { required: true, message: t('common.required') },
                  sameAs('pin', t('profile.pinMismatch')),
                ]}
              >
                <Input.Password inputMode="numeric" maxLength={6} autoComplete="off" />
              </Form.Item>
              <Button type="primary" htmlType="submit">
                {t('profile.savePin')}
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <AlertSettingsCard />
        </Col>
      </Row>
    </>
  );
}
