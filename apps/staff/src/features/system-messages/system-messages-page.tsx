import type { SystemMessageRow as SystemMessage } from '@topup/contracts/api/system-messages.ts';
import { Flex, Form, Input, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { editColumns } from '../../shared/resource/columns.tsx';
import { FormModal, useModalForm } from '../../shared/resource/use-modal-form.tsx';
import { useResourceList } from '../../shared/resource/use-resource-list.ts';
import type { ListColumns } from '../../shared/table/list-columns.ts';
import { ListPage } from '../../shared/table/list-page.tsx';
import { systemMessagesList, useSaveSystemMessage } from './api.ts';

const LOCALES = ['en', 'bm', 'cn'] as const;
type Texts = Record<(typeof LOCALES)[number], string>;

/**
 * System Message edit: the wording of the replies the member site and deposits show,
 * per language. A language left empty uses the default; placeholders such as :amount stay.
 */
export function SystemMessagesPage() {
  const { t } = useTranslation();
  const { canManage } = useResourceList({ manage: 'system_messages.manage' });
  const save = useSaveSystemMessage();
  const editing = useModalForm<SystemMessage, Texts>({
    // Only what staff changed is filled in; the default shows under each field.
    initialValues: (m) =>
      Object.fromEntries(LOCALES.map((l) => [l, m.text[l] === m.defaults[l] ? '' : m.text[l]])) as Texts,
    confirmText: (m) => t('system-messages.confirmSave', { code: m.code }),
    call: (m, texts) => save.mutateAsync({ code: m.code, texts }),
  });
  const columns: ListColumns<SystemMessage> = [
    {
      key: 'code',
      title: t('system-messages.code'),
      render: (_: unknown, m) => (
        <Flex vertical gap={4} align="start">
          <Typography.Text code>{m.code}</Typography.Text>
          {m.edited && <Tag>{t('system-messages.edited')}</Tag>}
        </Flex>
      ),
    },
    ...LOCALES.map((l) => ({
      key: l,
      title: l.toUpperCase(),
      width: 240,
      render: (_: unknown, m: SystemMessage) => m.text[l],
    })),
    ...editColumns<SystemMessage>(t, canManage, { onClick: (m) => editing.open(m) }),
  ];
  return (
    <ListPage
      title={t('system-messages.title')}
      above={
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('system-messages.hint')}
        </Typography.Paragraph>
      }
      source={systemMessagesList}
      rowKey="code"
      columns={columns}
      dateRange={false}
    >
      <FormModal state={editing} title={editing.target?.code}>
        {LOCALES.map((l) => (
          <Form.Item
            key={l}
            name={l}
            label={`${t('system-messages.text')} (${l.toUpperCase()})`}
            extra={`${t('system-messages.default')}: ${editing.target?.defaults[l] ?? ''}`}
          >
            <Input.TextArea rows={2} maxLength={1000} />
          </Form.Item>
        ))}
      </FormModal>
    </ListPage>
  );
}
