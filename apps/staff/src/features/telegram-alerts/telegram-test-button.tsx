import { SendOutlined } from '@ant-design/icons';
import type { TelegramTestResult } from '@topup/contracts/api/telegram-alerts.ts';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../shared/ui/status-tag.tsx';
import { useFeedback } from '../../shared/ui/use-feedback.ts';
import { useSendTelegramTest } from './api.ts';

/** "Send test message" to the saved chats, and what each chat answered. */
export function TelegramTestButton() {
  const { t } = useTranslation();
  const { failure } = useFeedback();
  const sendTest = useSendTelegramTest();
  const [results, setResults] = useState<TelegramTestResult[]>([]);
  const send = async () => {
    try {
      setResults((await sendTest.mutateAsync(undefined)).data.results);
    } catch (error) {
      setResults([]);
      failure(error);
    }
  };
  return (
    <Flex vertical gap={8} align="start">
      <Typography.Text type="secondary">{t('telegram-alerts.testHint')}</Typography.Text>
      <Button icon={<SendOutlined />} loading={sendTest.isPending} onClick={() => void send()}>
        {t('telegram-alerts.sendTest')}
      </Button>
      <Flex vertical gap={4} role="status" aria-label={t('telegram-alerts.testResults')}>
        {results.map((result) => (
          <Flex key={result.chat_id} gap={8} align="center">
            <Typography.Text code>{result.chat_id}</Typography.Text>
            {result.ok ? (
              <StatusTag tone="done">{t('telegram-alerts.sent')}</StatusTag>
            ) : (
              <>
                <StatusTag tone="failed">{t('telegram-alerts.failed')}</StatusTag>
                <Typography.Text>{result.error}</Typography.Text>
              </>
            )}
          </Flex>
        ))}
      </Flex>
    </Flex>
  );
}
