import type { ChangePasswordBody, SetPinBody } from '@topup/contracts/api/staff-auth.ts';
import { Alert, Button, Card, Col, Descriptions, Flex, Form, type FormInstance, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../shared/api/use-me.ts';
import { formatDateTime } from '../../shared/format/format.ts';
import { AlertSettingsCard } from '../../shared/live/alert-settings-card.tsx';
import { ConfirmField } from '../../shared/password/confirm-field.tsx';
import { PasswordStrength } from '../../shared/password/password-strength.tsx';
import { applyFieldErrors } from '../../shared/ui/apply-field-errors.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
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

  /** Confirm, send, then clear the form and say so; the server's refusal shows under its fields. */
  const submit = (form: FormInstance, question: string, send: () => Promise<unknown>, done: string) =>
    confirm(question, async () => {
      try {
        await send();
        form.resetFields();
        success(done);
      } catch (error) {
        applyFieldErrors(form, error);
        failure(error);
      }
    });
  const changePassword = ({ current_password, password }: PasswordForm) =>
    submit(
      passwordForm,
      t('profile.changePassword'),
      () => passwordChange.mutateAsync({ current_password, password }),
      t('profile.passwordChanged'),
    );
  const savePin = ({ current_password, pin }: PinForm) =>
    submit(
      pinForm,
      t('profile.securityPin'),
      () => pinSave.mutateAsync({ current_password, pin }),
      t('profile.pinSaved'),
    );

  if (!me) return null;
  const currentPassword = (
    <Form.Item
      name="current_password"
      label={t('profile.currentPassword')}
      rules={[{ required: true, message: t('common.required') }]}
    >
      <Input.Password autoComplete="current-password" />
    </Form.Item>
  );

  return (
    <Flex vertical gap={12}>
      <PageHeader title={t('profile.title')} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={8}>
          <Card title={t('profile.account')}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('common.name')}>{me.operator.name}</Descriptions.Item>
              <Descriptions.Item label={t('common.username')}>{me.operator.username}</Descriptions.Item>
              <Descriptions.Item label={t('common.role')}>{me.role.name}</Descriptions.Item>
              <Descriptions.Item label={t('common.lastLogin')}>
                {me.operator.last_login_at ? formatDateTime(me.operator.last_login_at) : t('common.never')}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title={t('profile.changePassword')}>
            <Form form={passwordForm} layout="vertical" onFinish={changePassword}>
              {currentPassword}
              <Form.Item
                name="password"
                label={t('profile.newPassword')}
                rules={[{ required: true, message: t('common.required') }]}
                extra={<PasswordStrength password={newPassword} username={me.operator.username} />}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
              <ConfirmField
                name="confirm"
                label={t('profile.confirmPassword')}
                of="password"
                mismatch={t('profile.passwordMismatch')}
              >
                <Input.Password autoComplete="new-password" />
              </ConfirmField>
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
              {currentPassword}
              <Form.Item
                name="pin"
                label={t('profile.pin')}
                rules={[{ required: true, pattern: /^\d{4,6}$/, message: t('profile.pinFormat') }]}
              >
                <Input.Password inputMode="numeric" maxLength={6} autoComplete="off" />
              </Form.Item>
              <ConfirmField
                name="confirm"
                label={t('profile.confirmPin')}
                of="pin"
                mismatch={t('profile.pinMismatch')}
              >
                <Input.Password inputMode="numeric" maxLength={6} autoComplete="off" />
              </ConfirmField>
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
    </Flex>
  );
}
