import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError, request } from '../../shared/api/client.ts';
import { fetchMe, ME_KEY, useMe } from '../../shared/api/use-me.ts';
import { LanguageSwitch } from '../../shared/i18n/language-switch.tsx';

type LoginState = { from?: string; reason?: 'login-required' | 'logged-out' } | null;

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as LoginState;
  const queryClient = useQueryClient();
  const me = useMe();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  if (me.data) return <Navigate to={state?.from ?? '/'} replace />;

  const submit = async (values: { username: string; password: string }) => {
    setBusy(true);
    setError(undefined);
    try {
      await request('POST', '/api/staff/auth/login', { body: values, skipSessionHandling: true });
      await queryClient.fetchQuery({ queryKey: ME_KEY, queryFn: fetchMe });
      navigate(state?.from && state.from !== '/login' ? state.from : '/', { replace: true });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', background: '#f1f5f9' }}>
      <Card style={{ width: 400 }}>
        <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('login.title')}
          </Typography.Title>
        </Flex>
        {error ? (
          <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />
        ) : (
          state?.reason === 'login-required' && (
            <Alert type="warning" showIcon title={t('login.loginRequired')} style={{ marginBottom: 16 }} />
          )
        )}
        <Form layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item
            name="username"
            label={t('common.username')}
            rules={[{ required: true, message: t('login.usernameRequired') }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('common.password')}
            rules={[{ required: true, message: t('login.passwordRequired') }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('login.submit')}
          </Button>
        </Form>
        <Flex justify="center" style={{ marginTop: 16 }}>
          <LanguageSwitch />
        </Flex>
      </Card>
    </Flex>
  );
}
