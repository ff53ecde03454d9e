import { type FirstRunClaim, firstOperatorSchema } from '@topup/contracts/first-run.ts';
import { toLocale } from '@topup/contracts/locales.ts';
import { formatMessage } from '@topup/contracts/messages.ts';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { LanguageSwitch } from '../../shared/i18n/language-switch.tsx';
import { ConfirmField } from '../../shared/password/confirm-field.tsx';
import { PasswordStrength } from '../../shared/password/password-strength.tsx';
import { applyFieldErrors } from '../../shared/ui/apply-field-errors.ts';
import { claimFirstRunAndSignIn } from './api.ts';

/** The claim as the server takes it, with each secret typed twice (checked here, never sent). */
type Values = FirstRunClaim & { confirmPassword: string; confirmPin: string };

const USERNAME = firstOperatorSchema.shape.username;

/**
 * The first-run page, shown instead of the login while no operator exists: the setup code from
 * the server's log and the first operator, who becomes Super Admin and is signed in at once.
 */
export function FirstRunPage({ onSignedIn }: { onSignedIn: () => Promise<void> | void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const password = Form.useWatch('password', form);
  const username = Form.useWatch('username', form);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const required = { required: true, message: t('common.required') };

  const submit = async ({ code, name, username, password, pin }: Values) => {
    setBusy(true);
    setError(undefined);
    try {
      await claimFirstRunAndSignIn({ code, name, username, password, pin });
      await onSignedIn();
    } catch (caught) {
      applyFieldErrors(form, caught);
      setError(errorText(caught, t('errors.generic')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 480 }}>
        <Flex justify="space-between" align="start">
          <Typography.Title level={1} style={{ fontSize: 24 }}>
            {t('first-run.title')}
          </Typography.Title>
          <LanguageSwitch />
        </Flex>
        <Typography.Paragraph>{t('first-run.intro')}</Typography.Paragraph>
        {error ? (
          <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />
        ) : null}
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item
            name="code"
            label={t('first-run.code')}
            extra={t('first-run.codeHelp')}
            rules={[required]}
          >
            <Input autoComplete="off" spellCheck={false} />
          </Form.Item>
          <Form.Item name="name" label={t('first-run.name')} rules={[required]}>
            <Input autoComplete="name" maxLength={100} />
          </Form.Item>
          <Form.Item
            name="username"
            label={t('first-run.username')}
            rules={[
              required,
              {
                validator: (_, value: string | undefined) =>
                  !value || USERNAME.safeParse(value).success
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('first-run.usernameFormat'))),
              },
            ]}
          >
            <Input autoComplete="username" maxLength={50} />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('first-run.password')}
            rules={[required]}
            extra={<PasswordStrength password={password} username={username} />}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <ConfirmField
            name="confirmPassword"
            label={t('first-run.confirmPassword')}
            of="password"
            mismatch={t('first-run.passwordMismatch')}
          >
            <Input.Password autoComplete="new-password" />
          </ConfirmField>
          <Form.Item
            name="pin"
            label={t('first-run.pin')}
            rules={[
              {
                required: true,
                pattern: /^\d{4,6}$/,
                message: formatMessage('PIN_FORMAT', toLocale(i18n.language)),
              },
            ]}
          >
            <Input.Password inputMode="numeric" maxLength={6} autoComplete="off" />
          </Form.Item>
          <ConfirmField
            name="confirmPin"
            label={t('first-run.confirmPin')}
            of="pin"
            mismatch={t('first-run.pinMismatch')}
          >
            <Input.Password inputMode="numeric" maxLength={6} autoComplete="off" />
          </ConfirmField>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('first-run.submit')}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
