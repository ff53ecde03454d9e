import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const ASKED_KEY = 'staff.notificationsAsked';

function shouldAsk(): boolean {
  try {
    return (
      typeof Notification !== 'undefined' &&
      Notification.permission === 'default' &&
      localStorage.getItem(ASKED_KEY) !== '1'
    );
  } catch {
    return false;
  }
}

/**
 * Asks once, with the reason, before the browser's own permission prompt: alerts for new items
 * while the tab is hidden. Either answer is remembered and the banner does not come back.
 */
export function NotificationPrompt() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(shouldAsk);
  if (!open) return null;
  const done = () => {
    try {
      localStorage.setItem(ASKED_KEY, '1');
    } catch {
      // Asked again on the next visit.
    }
    setOpen(false);
  };
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('desk.notifyTitle')}
      description={t('desk.notifyText')}
      data-testid="notification-prompt"
      action={
        <Flex vertical gap={8}>
          <Button
            size="small"
            type="primary"
            onClick={() => {
              done();
              void Notification.requestPermission();
            }}
          >
            {t('desk.notifyAllow')}
          </Button>
          <Button size="small" onClick={done}>
            {t('desk.notifyLater')}
          </Button>
        </Flex>
      }
    />
  );
}
