import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUEUE_KEYS } from './queue-keys.ts';

/** The `?` overlay: every key of the queue and what it does. */
export function QueueKeysHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('money.keys.title')} footer={null} onCancel={onClose} destroyOnHidden>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 16px', margin: 0 }}>
        {QUEUE_KEYS.map((entry) => (
          <div key={entry.text} style={{ display: 'contents' }}>
            <dt>
              {entry.keys.map((key, i) => (
                <span key={key}>
                  {i > 0 && ` ${t('money.keys.or')} `}
                  <Typography.Text keyboard>{key}</Typography.Text>
                </span>
              ))}
            </dt>
            <dd style={{ margin: 0 }}>{t(entry.text)}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
