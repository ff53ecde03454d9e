import { LockOutlined } from '@ant-design/icons';
import type { StaffMe } from '@topup/contracts/api/staff-auth.ts';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useUnlockSession } from '../../shared/api/session.ts';
import { LanguageSwitch } from '../../shared/i18n/language-switch.tsx';
import { useSessionActions } from './session-actions.ts';

/**
 * Shown instead of every screen while the session is locked (the server answers 423 to all
 * else, so the lock survives reloads and other tabs). Only the security PIN unlocks it.
 */
export function LockScreen({ me }: { me: StaffMe }) {
  const { t } = useTranslation();
  const { logout } = useSessionActions();
  const [error, setError] = useState<string>();
  const [form] = Form.useForm<{ pin: string }>();
  const unlockSession = useUnlockSession();

  const unlock = ({ pin }: { pin: string }) => {
    setError(undefined);
    unlockSession.mutate(pin, {
      onError: (caught) => {
        setError(errorText(caught, t('errors.generic')));
        form.resetFields();
      },
    });
  };

  return (
    <Flex
      justify="center"
      align="center"
      style={{ minHeight: '100vh', background: '#0f172a' }}
      data-testid="lock-screen"
    >
      <Card style={{ width: 380 }}>
        <Flex vertical align="center" gap={8} style={{ marginBottom: 16 }}>
          <LockOutlined style={{ fontSize: 36 }} />
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('lock.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('lock.subtitle', { name: me.operator.name })}</Typography.Text>
        </Flex>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        {!me.operator.has_pin && (
          <Alert type="info" showIcon title={t('lock.setPinHint')} style={{ marginBottom: 16 }} />
        )}
        <Form form={form} layout="vertical" onFinish={unlock} requiredMark={false}>
          <Form.Item
            name="pin"
            label={t('lock.pin')}
            rules={[{ required: true, message: t('lock.pinRequired') }]}
          >
            <Input.Password autoFocus inputMode="numeric" maxLength={6} autoComplete="off" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={unlockSession.isPending}>
            {t('lock.unlock')}
          </Button>
        </Form>
        <Flex justify="space-between" align="center" style={{ marginTop: 16 }}>
          <LanguageSwitch />
          <Button type="link" onClick={() => void logout()}>
            {t('header.logout')}
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}
