import { LockOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { StaffMe } from '@topup/contracts/staff-session.ts';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, request } from '../../shared/api/client.ts';
import { AUTH_API } from '../../shared/api/endpoints.ts';
import { LanguageSwitch } from '../../shared/i18n/language-switch.tsx';
import { useSessionActions } from './session-actions.ts';

/**
 * Shown instead of every screen while the session is locked (the server answers 423 to all
 * else, so the lock survives reloads and other tabs). Only the security PIN unlocks it.
 */
export function LockScreen({ me }: { me: StaffMe }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { logout } = useSessionActions();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ pin: string }>();

  const unlock = async ({ pin }: { pin: string }) => {
    setBusy(true);
    setError(undefined);
    try {
      await request('POST', AUTH_API.unlock, { body: { pin }, skipSessionHandling: true });
      await queryClient.invalidateQueries();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t('errors.generic'));
      form.resetFields();
    } finally {
      setBusy(false);
    }
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
          <Button type="primary" htmlType="submit" block loading={busy}>
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
